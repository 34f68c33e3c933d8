import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import type { Reminder } from '@lonportal/domain/admin/reminders';
import { useSession } from '../../lib/session';
import { useReminderPreview } from './api/reminders';
import { ReminderPeopleDialog } from './ReminderPeopleDialog';

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
  return (
    <ReminderPeopleDialog
      reminder={reminder}
      onClose={onClose}
      title={t('admin.reminders.previewTitle', { namn: reminder?.Namn ?? '' })}
      people={preview}
      empty={t('admin.reminders.nobody')}
      listLabel={t('admin.reminders.previewList')}
      keyOf={(p) => p.AnvandarId}
      details={(p) =>
        p.Paminde && (
          <Typography variant="body2" color="text.secondary">
            {t('admin.reminders.alreadyReminded')}
          </Typography>
        )
      }
    />
  );
}
