import { useState, type ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { Moon, Sun } from 'lucide-react';
import { Button, Card, darkTheme, lightTheme, useThemeMode } from 'shared-ui';

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  margin-bottom: 1rem;
  h2 { margin: 0; }
`;

/** A card with its own light/dark switch (the add-hostel and alerts screens have one), starting from the site's theme. */
export function LocalThemeCard({ title, label, children }: { title: string; label: string; children: ReactNode }) {
  const globalDark = useThemeMode((s) => s.dark);
  const [dark, setDark] = useState(globalDark);
  return (
    <ThemeProvider theme={dark ? darkTheme : lightTheme}>
      <Card>
        <Head>
          <h2>{title}</h2>
          <Button
            type="button"
            $variant="secondary"
            $size="sm"
            onClick={() => setDark((d) => !d)}
            aria-label={dark ? `Switch ${label} to light mode` : `Switch ${label} to dark mode`}
          >
            {dark ? <Sun size={18} aria-hidden="true" /> : <Moon size={18} aria-hidden="true" />}
          </Button>
        </Head>
        {children}
      </Card>
    </ThemeProvider>
  );
}
