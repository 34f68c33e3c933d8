import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import type { Reminder } from '@lonportal/domain/admin/reminders';
import { formatDateTime } from '../../lib/date-format';
import { useSession } from '../../lib/session';
import { useReminderDeliveries } from './api/reminders';
import { ReminderPeopleDialog } from './ReminderPeopleDialog';

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
  const channels = (list: readonly string[]) =>
    list.map((c) => t(`admin.reminders.channels.${c}`)).join(', ');
  return (
    <ReminderPeopleDialog
      reminder={reminder}
      onClose={onClose}
      title={t('admin.reminders.historyTitle', { namn: reminder?.Namn ?? '' })}
      people={deliveries}
      empty={t('admin.reminders.noDeliveries')}
      listLabel={t('admin.reminders.historyList')}
      keyOf={(d) => `${d.Login}-${d.Period}`}
      details={(d) => (
        <Typography variant="body2" color="text.secondary">
          {[
            formatDateTime(d.At),
            channels(d.Kanaler),
            ...(d.Uteblev.length > 0
              ? [t('admin.reminders.unreached', { channels: channels(d.Uteblev) })]
              : []),
          ].join(' · ')}
        </Typography>
      )}
    />
  );
}
