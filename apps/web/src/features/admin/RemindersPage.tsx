import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddAlert from '@mui/icons-material/AddAlert';
import type { Reminder } from '@lonportal/domain/admin/reminders';
import { showError } from '../../lib/api-errors';
import { useSession } from '../../lib/session';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageLoader } from '../../ui/PageLoader';
import { useSnackbar } from '../../ui/snackbar';
import { useReminders, useRunReminder } from './api/reminders';
import { ReminderDialog } from './ReminderDialog';
import { ReminderFailures } from './ReminderFailures';
import { ReminderHistoryDialog } from './ReminderHistoryDialog';
import { ReminderList } from './ReminderList';
import { ReminderPreviewDialog } from './ReminderPreviewDialog';

/**
 * /admin/reminders (SPEC §2.1; Plus with LIC or ADM): the company's reminders, what each would do
 * now, whom it reached, and a run on demand.
 */
export function RemindersPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const reminders = useReminders(ftgId);
  const run = useRunReminder(ftgId);
  const { showSnackbar } = useSnackbar();
  const [dialog, setDialog] = useState<{ reminder: Reminder | null; open: boolean }>({
    reminder: null,
    open: false,
  });
  const [preview, setPreview] = useState<Reminder | null>(null);
  const [history, setHistory] = useState<Reminder | null>(null);

  async function runNow(r: Reminder) {
    try {
      await run.mutateAsync(r.Id);
    } catch (err) {
      showError(err);
      return;
    }
    showSnackbar({ text: t('admin.reminders.runQueued', { namn: r.Namn }), color: 'success' });
  }

  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('admin.reminders.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('admin.reminders.intro')}
      </Typography>
      <Button
        variant="contained"
        startIcon={<AddAlert />}
        onClick={() => setDialog({ reminder: null, open: true })}
        sx={{ mb: 3 }}
      >
        {t('admin.reminders.new')}
      </Button>
      <ReminderFailures />
      {reminders.isPending ? (
        <PageLoader />
      ) : reminders.isError ? (
        <LoadFailed
          error={reminders.error}
          onRetry={() => void reminders.refetch()}
          retryText={t('admin.reminders.retry')}
          text={t('admin.reminders.loadFailed')}
        />
      ) : reminders.data.length === 0 ? (
        <Typography color="text.secondary">{t('admin.reminders.empty')}</Typography>
      ) : (
        <ReminderList
          reminders={reminders.data}
          actions={{
            onOpen: (r) => setDialog({ reminder: r, open: true }),
            onPreview: setPreview,
            onHistory: setHistory,
            onRun: (r) => void runNow(r),
            running: run.isPending,
          }}
        />
      )}
      <ReminderDialog
        reminder={dialog.reminder}
        open={dialog.open}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
      <ReminderPreviewDialog reminder={preview} onClose={() => setPreview(null)} />
      <ReminderHistoryDialog reminder={history} onClose={() => setHistory(null)} />
    </Box>
  );
}
