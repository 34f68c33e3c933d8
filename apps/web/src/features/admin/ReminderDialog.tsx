import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Reminder } from '@lonportal/domain/admin/reminders';
import { AppDialog } from '../../ui/AppDialog';
import { ReminderFields } from './ReminderFields';
import { useReminderForm } from './use-reminder-form';

/** A reminder's form (/admin/reminders): what, to whom, when and how; `reminder` null makes a new one. */
export function ReminderDialog({
  reminder,
  open,
  onClose,
}: {
  reminder: Reminder | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={reminder ? t('admin.reminders.edit') : t('admin.reminders.new')}
      width={720}
    >
      <ReminderForm key={reminder?.Id ?? 'new'} reminder={reminder} onClose={onClose} />
    </AppDialog>
  );
}

function ReminderForm({ reminder, onClose }: { reminder: Reminder | null; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useReminderForm(reminder, onClose);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void form.submit(event)}
      aria-label={form.base ? t('admin.reminders.edit') : t('admin.reminders.new')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {form.conflict && <Alert severity="warning">{t('admin.reminders.conflict')}</Alert>}
        <Alert severity="info">{t('admin.reminders.oncePerPeriod')}</Alert>
        <ReminderFields control={form.control} />
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'flex-end', pt: 1 }}
        >
          {form.base && (
            <Button type="button" color="error" onClick={form.deleteReminder} disabled={form.busy}>
              {t('admin.reminders.delete.action')}
            </Button>
          )}
          <Box sx={{ flexGrow: 1, display: { xs: 'none', sm: 'block' } }} />
          <Button type="button" onClick={onClose} disabled={form.isSubmitting}>
            {t('admin.reminders.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={form.isSubmitting}>
            {t('admin.reminders.save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
