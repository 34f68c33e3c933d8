import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { Reminder } from '@lonportal/domain/admin/reminders';
import { formatDateTime } from '../../lib/date-format';
import { useSession } from '../../lib/session';
import { AppDialog } from '../../ui/AppDialog';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageLoader } from '../../ui/PageLoader';
import { useReminderDeliveries } from './api/reminders';
import { useReasonText } from './use-reminder-texts';

/** Whom the reminder reached, when, why and through which channels. */
export function ReminderHistoryDialog({
  reminder,
  onClose,
}: {
  reminder: Reminder | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { me } = useSession();
  const deliveries = useReminderDeliveries(me.FtgInfo.FtgId, reminder?.Id ?? null);
  const reason = useReasonText();
  return (
    <AppDialog
      open={reminder !== null}
      onClose={onClose}
      title={t('admin.reminders.historyTitle', { namn: reminder?.Namn ?? '' })}
      actions={<Button onClick={onClose}>{t('admin.reminders.close')}</Button>}
    >
      {deliveries.isPending ? (
        <PageLoader />
      ) : deliveries.isError ? (
        <LoadFailed
          error={deliveries.error}
          onRetry={() => void deliveries.refetch()}
          retryText={t('admin.reminders.retry')}
        />
      ) : deliveries.data.length === 0 ? (
        <Typography>{t('admin.reminders.noDeliveries')}</Typography>
      ) : (
        <List aria-label={t('admin.reminders.historyList')} dense>
          {deliveries.data.map((d) => (
            <ListItem key={`${d.Login}-${d.Period}`} divider sx={{ display: 'block' }}>
              <Typography sx={{ fontWeight: 600 }}>
                {d.Namn} ({d.Login})
              </Typography>
              <Typography variant="body2">{reason(d)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[
                  formatDateTime(d.At),
                  d.Kanaler.map((c) => t(`admin.reminders.channels.${c}`)).join(', '),
                  ...(d.Uteblev.length > 0
                    ? [
                        t('admin.reminders.unreached', {
                          channels: d.Uteblev.map((c) => t(`admin.reminders.channels.${c}`)).join(', '),
                        }),
                      ]
                    : []),
                ].join(' · ')}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </AppDialog>
  );
}
