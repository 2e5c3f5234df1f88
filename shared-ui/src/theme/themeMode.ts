import { create } from 'zustand';

// The dark/light preference: off by default, persisted in localStorage, mirrored on <html>.
export const DARK_MODE_KEY = 'darkMode';

function readStored(): boolean {
  try {
    return localStorage.getItem(DARK_MODE_KEY) === 'true';
  } catch {
    return false;
  }
}

function applyToDocument(dark: boolean) {
  if (typeof document === 'undefined') return;
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

interface ThemeModeState {
  dark: boolean;
  toggle: () => void;
  setDark: (dark: boolean) => void;
}

export const useThemeMode = create<ThemeModeState>((set, get) => ({
  // light at first, as a page rendered on the server is: its state at creation is what hydration renders (zustand's
  // server snapshot), and the stored choice follows at once
  dark: false,
  toggle: () => get().setDark(!get().dark),
  setDark: (dark) => {
    try {
      localStorage.setItem(DARK_MODE_KEY, String(dark));
    } catch {
      /* storage full or blocked: the choice still applies to this page */
    }
    applyToDocument(dark);
    set({ dark });
  },
}));

useThemeMode.setState({ dark: readStored() });
applyToDocument(useThemeMode.getState().dark);
