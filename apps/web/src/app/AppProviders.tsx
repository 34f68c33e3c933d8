import { useMemo, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from '../ui/snackbar';
import { ConfirmProvider } from '../ui/confirm';
import { createAppTheme } from '../ui/theme';
import { useThemeMode } from '../ui/theme-mode';

/** What every page relies on: the query cache, the Material theme, the snackbar and the confirm dialog. i18n is global. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const mode = useThemeMode();
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <SnackbarProvider>
          <ConfirmProvider>{children}</ConfirmProvider>
        </SnackbarProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
