import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { PortalSettings } from '@lonportal/domain/admin/portal-settings';
import { UnsavedChangesPrompt } from '../../ui/UnsavedChangesPrompt';
import { useFormKeyboardNavigation } from '../../ui/use-form-keyboard-navigation';
import { useBuiltPages } from '../../lib/built-pages';
import { settingsOffered } from './portal-fields';
import { SettingGroupSection } from './SettingGroupSection';
import { SwitchConfirmDialog } from './SwitchConfirmDialog';
import { usePortalSettingsForm } from './use-portal-settings-form';

/** Saves the settings on the version they were read in; a conflict keeps the person's changes. */
export function PortalSettingsForm({ ftgId, saved }: { ftgId: string; saved: PortalSettings }) {
  const { t } = useTranslation();
  const keyboard = useFormKeyboardNavigation();
  const form = usePortalSettingsForm(ftgId, saved);
  const { isDirty, isSubmitting } = form;
  const built = useBuiltPages();

  return (
    <>
      <UnsavedChangesPrompt when={isDirty && !isSubmitting} />
      {form.conflict && (
        <Alert severity="warning" sx={{ mb: 2 }} onClose={form.dismissConflict}>
          {t('admin.portal.conflict')}
        </Alert>
      )}
      <form noValidate onSubmit={(event) => void form.submit(event)} onKeyDown={keyboard.onKeyDown}>
        <Stack spacing={3}>
          {settingsOffered(built).map((group) => (
            <SettingGroupSection
              key={group.id}
              group={group}
              companyReadOnly={!form.base.MayEditCompany}
              control={form.control}
              base={form.base}
            />
          ))}
          <Stack
            direction="row"
            spacing={1}
            sx={{
              justifyContent: 'flex-end',
              position: 'sticky',
              bottom: 0,
              py: 1.5,
              bgcolor: 'background.default',
              zIndex: 1,
            }}
          >
            <Button type="button" onClick={form.discard} disabled={!isDirty || isSubmitting}>
              {t('admin.portal.reset')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={!isDirty}
              loading={isSubmitting || form.isSaving}
              aria-keyshortcuts="Alt+S"
            >
              {t('admin.portal.save')}
            </Button>
          </Stack>
        </Stack>
      </form>
      <SwitchConfirmDialog
        key={form.pending ? 'open' : 'closed'}
        change={form.pending}
        onCancel={form.cancelSwitches}
        onConfirm={form.confirmSwitches}
      />
    </>
  );
}
