import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/api-client';
import { useSnackbar } from '../../ui/snackbar';
import { useUpdateUserAppSettings } from '../../features/account/api/update-user-app-settings';
import { themeModeOf } from '../theme';
import { setThemeMode, useThemeMode } from '../theme-mode';

/** SPEC §2.2 user menu: switches between the light and the dark theme and saves it in the user's settings. */
export function useThemeToggle() {
  const { t } = useTranslation();
  const mode = useThemeMode();
  const { showSnackbar } = useSnackbar();
  // The settings call keeps the session's /me in step with what was saved.
  const put = useUpdateUserAppSettings();
  const toggle = () =>
    put.mutate(
      { Theme: mode === 'dark' ? 'white' : 'dark' },
      {
        onSuccess: (settings) => setThemeMode(themeModeOf(settings.Theme)),
        onError: (err) => showSnackbar({ text: t(errorMessageKey(err)) }),
      },
    );
  return { dark: mode === 'dark', toggle, pending: put.isPending };
}
