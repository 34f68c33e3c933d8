import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../lib/date-format';
import { useSession } from '../../lib/session';
import { useReminderFailures } from './api/reminders';

/** The reminder runs that failed, each with when, how often and why; nothing while none did. */
export function ReminderFailures() {
  const { t } = useTranslation();
  const { me } = useSession();
  const failures = useReminderFailures(me.FtgInfo.FtgId);
  if ((failures.data ?? []).length === 0) return null;
  return (
    <Alert severity="error" sx={{ mb: 3 }}>
      <AlertTitle>{t('admin.reminders.failures.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {(failures.data ?? []).map((f) => (
          <li key={f.Id}>
            {t('admin.reminders.failures.item', {
              namn: f.Namn ?? t('admin.reminders.failures.deleted'),
              at: formatDateTime(f.At),
              count: f.Forsok,
            })}
            {f.Fel && (
              <Typography component="span" variant="body2" sx={{ display: 'block', wordBreak: 'break-word' }}>
                {f.Fel}
              </Typography>
            )}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
