import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/api-client';
import { useSnackbar } from '../../ui/snackbar';
import { meQueryKey, type MeAnswer } from '../../features/session/api/get-me';
import { usePutUserAppSettings } from '../api/put-user-app-settings';
import { themeModeOf } from '../theme';
import { setThemeMode, useThemeMode } from '../theme-mode';

/** SPEC §2.2 user menu: switches between the light and the dark theme and saves it in the user's settings. */
export function useThemeToggle() {
  const { t } = useTranslation();
  const mode = useThemeMode();
  const queryClient = useQueryClient();
  const { showSnackbar } = useSnackbar();
  const put = usePutUserAppSettings();
  const toggle = () =>
    put.mutate(
      { Theme: mode === 'dark' ? 'white' : 'dark' },
      {
        onSuccess: (settings) => {
          setThemeMode(themeModeOf(settings.Theme));
          queryClient.setQueryData<MeAnswer>(meQueryKey, (me) =>
            me && !me.AutoLogoutDueToInactivity ? { ...me, UserAppSettings: settings } : me,
          );
        },
        onError: (err) => showSnackbar({ text: t(errorMessageKey(err)) }),
      },
    );
  return { dark: mode === 'dark', toggle, pending: put.isPending };
}
