import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Reminder } from '@lonportal/domain/admin/reminders';
import { formatDateTime } from '../../lib/date-format';
import { useScheduleText } from './use-reminder-texts';

/** What a reminder's row offers: open it, see whom it would reach and whom it reached, run it now. */
export interface ReminderRowActions {
  onOpen: (r: Reminder) => void;
  onPreview: (r: Reminder) => void;
  onHistory: (r: Reminder) => void;
  onRun: (r: Reminder) => void;
  running: boolean;
}

/** "E-post, meddelande · Nästa 2026-11-25 09:00 · Senast …". */
function useRunText() {
  const { t } = useTranslation();
  return (r: Reminder) =>
    [
      r.Kanaler.map((c) => t(`admin.reminders.channels.${c}`)).join(', '),
      r.NastaKorning
        ? t('admin.reminders.next', { at: r.NastaKorning.replace('T', ' ') })
        : t('admin.reminders.noNext'),
      r.SenastKord
        ? t('admin.reminders.last', { at: formatDateTime(r.SenastKord), count: r.SenastAntal ?? 0 })
        : t('admin.reminders.neverRun'),
    ].join(' · ');
}

function ReminderRow({ r, actions }: { r: Reminder; actions: ReminderRowActions }) {
  const { t } = useTranslation();
  const scheduleText = useScheduleText();
  const runText = useRunText();
  return (
    <ListItem divider sx={{ display: 'block' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {r.Namn}
        </Typography>
        <Chip size="small" label={t(`admin.reminders.kinds.${r.Typ}`)} />
        {!r.Aktiv && <Chip size="small" variant="outlined" label={t('admin.reminders.inactive')} />}
      </Stack>
      <Typography variant="body2">{scheduleText(r)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {runText(r)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          size="small"
          onClick={() => actions.onOpen(r)}
          aria-label={t('admin.reminders.openOf', { namn: r.Namn })}
        >
          {t('admin.reminders.open')}
        </Button>
        <Button
          size="small"
          onClick={() => actions.onPreview(r)}
          aria-label={t('admin.reminders.previewOf', { namn: r.Namn })}
        >
          {t('admin.reminders.preview')}
        </Button>
        <Button
          size="small"
          onClick={() => actions.onHistory(r)}
          aria-label={t('admin.reminders.historyOf', { namn: r.Namn })}
        >
          {t('admin.reminders.history')}
        </Button>
        <Button
          size="small"
          disabled={actions.running}
          onClick={() => actions.onRun(r)}
          aria-label={t('admin.reminders.runOf', { namn: r.Namn })}
        >
          {t('admin.reminders.run')}
        </Button>
      </Stack>
    </ListItem>
  );
}

/** The company's reminders: when each runs, through which channels, and what it did last. */
export function ReminderList({ reminders, actions }: { reminders: Reminder[]; actions: ReminderRowActions }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined">
      <List aria-label={t('admin.reminders.title')}>
        {reminders.map((r) => (
          <ReminderRow key={r.Id} r={r} actions={actions} />
        ))}
      </List>
    </Paper>
  );
}
