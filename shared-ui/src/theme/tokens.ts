// Colour tokens for both themes. Every text/background pair used together meets WCAG AA (4.5:1);
// theme/contrast.test.ts measures them.
export interface ThemeColors {
  background: string;
  surface: string;
  surfaceAlt: string;
  text: string;
  textMuted: string;
  border: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  link: string;
  danger: string;
  onDanger: string;
  dangerBg: string;
  dangerText: string;
  successBg: string;
  successText: string;
  warningBg: string;
  warningText: string;
  infoBg: string;
  infoText: string;
  focus: string;
  overlay: string;
}

export interface HubTheme {
  mode: 'light' | 'dark';
  colors: ThemeColors;
  radius: string;
  shadow: string;
  font: string;
  maxWidth: string;
  breakpoints: { mobile: string };
}

const base = {
  radius: '10px',
  font: "'Inter', 'Segoe UI', system-ui, -apple-system, 'Noto Sans', sans-serif",
  maxWidth: '1200px',
  breakpoints: { mobile: '768px' },
};

export const lightTheme: HubTheme = {
  ...base,
  mode: 'light',
  shadow: '0 1px 3px rgba(15, 23, 42, 0.12), 0 4px 12px rgba(15, 23, 42, 0.06)',
  colors: {
    background: '#f8fafc',
    surface: '#ffffff',
    surfaceAlt: '#f1f5f9',
    text: '#0f172a',
    textMuted: '#475569',
    border: '#94a3b8',
    primary: '#0f766e',
    primaryHover: '#115e59',
    onPrimary: '#ffffff',
    link: '#0f5f8a',
    danger: '#b91c1c',
    onDanger: '#ffffff',
    dangerBg: '#fef2f2',
    dangerText: '#991b1b',
    successBg: '#f0fdf4',
    successText: '#166534',
    warningBg: '#fffbeb',
    warningText: '#92400e',
    infoBg: '#eff6ff',
    infoText: '#1e40af',
    focus: '#2563eb',
    overlay: 'rgba(15, 23, 42, 0.55)',
  },
};

export const darkTheme: HubTheme = {
  ...base,
  mode: 'dark',
  shadow: '0 1px 3px rgba(0, 0, 0, 0.5), 0 4px 12px rgba(0, 0, 0, 0.35)',
  colors: {
    background: '#0b1220',
    surface: '#111a2e',
    surfaceAlt: '#1a2540',
    text: '#f1f5f9',
    textMuted: '#cbd5e1',
    border: '#64748b',
    primary: '#5eead4',
    primaryHover: '#99f6e4',
    onPrimary: '#042f2e',
    link: '#7dd3fc',
    danger: '#f87171',
    onDanger: '#1f0a0a',
    dangerBg: '#3b1218',
    dangerText: '#fecaca',
    successBg: '#0b2e1a',
    successText: '#bbf7d0',
    warningBg: '#3a2606',
    warningText: '#fde68a',
    infoBg: '#0f2747',
    infoText: '#bfdbfe',
    focus: '#93c5fd',
    overlay: 'rgba(0, 0, 0, 0.7)',
  },
};

/** The text-on-background pairs the components use; each must reach 4.5:1 in both themes. */
export const contrastPairs: Array<[keyof ThemeColors, keyof ThemeColors]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceAlt'],
  ['textMuted', 'surface'],
  ['textMuted', 'background'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['link', 'surface'],
  ['link', 'background'],
  ['onDanger', 'danger'],
  ['dangerText', 'dangerBg'],
  ['successText', 'successBg'],
  ['warningText', 'warningBg'],
  ['infoText', 'infoBg'],
  ['primary', 'surface'],
];
