import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { darkTheme, lightTheme } from './tokens';
import { useThemeMode } from './themeMode';

/** The theme of the whole page, following the persisted dark/light preference. */
export function HubThemeProvider({ children }: { children: ReactNode }) {
  const dark = useThemeMode((s) => s.dark);
  return (
    <ThemeProvider theme={dark ? darkTheme : lightTheme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
