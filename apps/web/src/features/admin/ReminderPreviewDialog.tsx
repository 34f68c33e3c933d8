import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { Reminder } from '@lonportal/domain/admin/reminders';
import { useSession } from '../../lib/session';
import { AppDialog } from '../../ui/AppDialog';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageLoader } from '../../ui/PageLoader';
import { useReminderPreview } from './api/reminders';
import { useReasonText } from './use-reminder-texts';

/** Who the reminder would reach right now, and why; those already reminded this period are marked. */
export function ReminderPreviewDialog({
  reminder,
  onClose,
}: {
  reminder: Reminder | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { me } = useSession();
  const preview = useReminderPreview(me.FtgInfo.FtgId, reminder?.Id ?? null);
  const reason = useReasonText();
  return (
    <AppDialog
      open={reminder !== null}
      onClose={onClose}
      title={t('admin.reminders.previewTitle', { namn: reminder?.Namn ?? '' })}
      actions={<Button onClick={onClose}>{t('admin.reminders.close')}</Button>}
    >
      {preview.isPending ? (
        <PageLoader />
      ) : preview.isError ? (
        <LoadFailed
          error={preview.error}
          onRetry={() => void preview.refetch()}
          retryText={t('admin.reminders.retry')}
        />
      ) : preview.data.length === 0 ? (
        <Typography>{t('admin.reminders.nobody')}</Typography>
      ) : (
        <List aria-label={t('admin.reminders.previewList')} dense>
          {preview.data.map((p) => (
            <ListItem key={p.AnvandarId} divider sx={{ display: 'block' }}>
              <Typography sx={{ fontWeight: 600 }}>
                {p.Namn} ({p.Login})
              </Typography>
              <Typography variant="body2">{reason(p)}</Typography>
              {p.Paminde && (
                <Typography variant="body2" color="text.secondary">
                  {t('admin.reminders.alreadyReminded')}
                </Typography>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </AppDialog>
  );
}
