import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import {
  DATE_FILTER_PERIOD_TYPES,
  INITIAL_DATE_FILTERS,
  type UserAppSettings,
} from '@lonportal/domain/auth/schemas';
import { FormCheckbox } from '../../ui/FormCheckbox';
import { FormNumberField } from '../../ui/FormNumberField';
import { FormSelect } from '../../ui/FormSelect';
import { UnsavedChangesPrompt } from '../../ui/UnsavedChangesPrompt';
import { useFormKeyboardNavigation } from '../../ui/use-form-keyboard-navigation';
import { useUserAppSettingsForm } from './use-user-app-settings-form';

/** Light first, as people expect. */
const THEME_ORDER: readonly UserAppSettings['Theme'][] = ['white', 'dark'];

/** The settings form: saved with PUT /userAppSettings, the theme applied as soon as it is chosen. */
export function UserAppSettingsForm({ saved }: { saved: UserAppSettings }) {
  const { t } = useTranslation();
  const keyboard = useFormKeyboardNavigation();
  const { control, submit, reset, isDirty, isSubmitting } = useUserAppSettingsForm(saved);

  const options = <V extends string>(values: readonly V[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <UnsavedChangesPrompt when={isDirty && !isSubmitting} />
      <form noValidate onSubmit={(event) => void submit(event)} onKeyDown={keyboard.onKeyDown}>
        <Stack spacing={2.5}>
          <FormSelect
            control={control}
            name="Theme"
            label={t('settings.theme.label')}
            options={options(THEME_ORDER, 'settings.theme')}
            searchable={false}
          />
          <FormSelect
            control={control}
            name="DateFilterPeriodType"
            label={t('settings.dateFilterPeriodType.label')}
            options={options(DATE_FILTER_PERIOD_TYPES, 'settings.dateFilterPeriodType')}
            searchable={false}
          />
          <FormSelect
            control={control}
            name="InitialDateFilter"
            label={t('settings.initialDateFilter.label')}
            options={options(INITIAL_DATE_FILTERS, 'settings.initialDateFilter')}
            searchable={false}
          />
          <FormNumberField
            control={control}
            name="PaginationPerPage"
            label={t('settings.paginationPerPage.label')}
            helperText={t('settings.paginationPerPage.help')}
            decimals={0}
            required
          />
          <FormNumberField
            control={control}
            name="InactivityTimer"
            label={t('settings.inactivityTimer.label')}
            helperText={t('settings.inactivityTimer.help')}
            decimals={0}
            required
          />
          <FormCheckbox
            control={control}
            name="MessageNotification"
            label={t('settings.messageNotification.label')}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button type="button" onClick={() => reset()} disabled={!isDirty || isSubmitting}>
              {t('settings.reset')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={!isDirty}
              loading={isSubmitting}
              aria-keyshortcuts="Alt+S"
            >
              {t('settings.save')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Paper>
  );
}
