import { showError } from '../../lib/api-errors';
import { useUpdateUserAppSettings } from '../../features/account/api/update-user-app-settings';
import { themeModeOf } from '../../ui/theme';
import { setThemeMode, useThemeMode } from '../../ui/theme-mode';

/** SPEC §2.2 user menu: switches between the light and the dark theme and saves it in the user's settings. */
export function useThemeToggle() {
  const mode = useThemeMode();
  // The settings call keeps the session's /me in step with what was saved.
  const put = useUpdateUserAppSettings();
  const toggle = () =>
    put.mutate(
      { Theme: mode === 'dark' ? 'white' : 'dark' },
      {
        onSuccess: (settings) => setThemeMode(themeModeOf(settings.Theme)),
        onError: (err) => showError(err),
      },
    );
  return { dark: mode === 'dark', toggle, pending: put.isPending };
}
