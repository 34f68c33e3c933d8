import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from '../ui/snackbar';
import { ConfirmProvider } from '../ui/confirm';
import { createAppTheme } from '../ui/theme';
import { useThemeMode } from '../ui/theme-mode';

/**
 * What every page relies on: the Material theme, the snackbar and the confirm dialog. i18n is
 * global; the query cache is given by the routes that read data (DataLayout).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const mode = useThemeMode();
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <SnackbarProvider>
        <ConfirmProvider>{children}</ConfirmProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}
