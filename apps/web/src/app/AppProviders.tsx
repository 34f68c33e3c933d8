import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider also carries the CSS-variables provider, which this theme (no
// cssVariables) never uses: about 3 kB gzipped on every page. For a theme without
// variables it renders this one from @mui/system.
import { ThemeProvider } from '@mui/system';
import { SnackbarProvider } from '../ui/snackbar';
import { ConfirmProvider } from '../ui/confirm';
import { createAppTheme } from '../ui/theme';
import { useThemeMode } from '../ui/theme-mode';
import { BuiltPagesContext } from '../lib/built-pages';
import { BUILT_PAGES } from './route-pages';

/**
 * What every page relies on: the Material theme, the snackbar, the confirm dialog and which pages
 * are built. i18n is
 * global; the query cache is given by the routes that read data (DataLayout).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const mode = useThemeMode();
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <SnackbarProvider>
        <ConfirmProvider>
          <BuiltPagesContext value={BUILT_PAGES}>{children}</BuiltPagesContext>
        </ConfirmProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}
