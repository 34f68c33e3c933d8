import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { UserAppSettingsSchema, type UserAppSettings } from '@lonportal/domain/auth/schemas';
import { showError } from '../../lib/api-errors';
import { useSession } from '../../lib/session';
import { applyServerFieldErrors } from '../../ui/server-field-errors';
import { useSnackbar } from '../../ui/snackbar';
import { themeModeOf } from '../../ui/theme';
import { setThemeMode } from '../../ui/theme-mode';
import { useShortcut } from '../../ui/use-shortcut';
import { useUpdateUserAppSettings } from './api/update-user-app-settings';

const FIELDS = Object.keys(UserAppSettingsSchema.shape) as (keyof UserAppSettings)[];
const SAVE_SHORTCUT = 'ALT+S';

/** The theme chosen in the form, shown at once; leaving without saving goes back to `sessionTheme`. */
function useThemePreview(
  theme: UserAppSettings['Theme'] | undefined,
  sessionTheme: UserAppSettings['Theme'],
) {
  const themes = useRef({ chosen: theme, session: sessionTheme });
  useEffect(() => {
    themes.current = { chosen: theme, session: sessionTheme };
  });
  useEffect(() => {
    if (theme) setThemeMode(themeModeOf(theme));
  }, [theme]);
  useEffect(
    () => () => {
      const { chosen, session } = themes.current;
      if (chosen !== session) setThemeMode(themeModeOf(session));
    },
    [],
  );
}

/** The settings form: saved with PUT /userAppSettings (Alt+S), the theme applied as soon as it is chosen. */
export function useUserAppSettingsForm(saved: UserAppSettings) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const { me } = useSession();
  const update = useUpdateUserAppSettings();
  const { control, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(UserAppSettingsSchema),
    defaultValues: saved,
  });
  const { isDirty, isSubmitting } = formState;

  // SPEC §2.2: the theme shows at once.
  useThemePreview(useWatch({ control, name: 'Theme' }), me.UserAppSettings.Theme);

  const submit = handleSubmit(async (values) => {
    try {
      const result = await update.mutateAsync(values);
      reset(result);
      showSnackbar({ text: t('settings.saved'), color: 'success' });
    } catch (err) {
      if (applyServerFieldErrors(err, FIELDS, setError)) return;
      showError(err);
    }
  });
  useShortcut(SAVE_SHORTCUT, () => void submit(), { enabled: isDirty && !isSubmitting });

  return { control, submit, reset, isDirty, isSubmitting };
}
