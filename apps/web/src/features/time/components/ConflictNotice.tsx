import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { TimeEntry } from '@lonportal/domain/time/entries';
import type { TimeContext } from '../use-time-context';
import { timeRange } from './entry-texts';
import { formatHours } from '../../../lib/number-format';

/** A save refused with 409, before and after the row was read again. */
export type Conflict = { kind: 'conflict' } | { kind: 'reloaded'; saved: TimeEntry | null };

interface Props {
  conflict: Conflict;
  ctx: TimeContext;
  onReload: () => void;
  onUseSaved: (saved: TimeEntry) => void;
  onSaveAsNew: () => void;
}

/**
 * Tells the user that someone else changed the row (ARCHITECTURE "Concurrency": nothing is lost):
 * their values stay in the form; they may read the saved row, take its values, or save over it.
 */
export function ConflictNotice({ conflict, ctx, onReload, onUseSaved, onSaveAsNew }: Props) {
  const { t } = useTranslation();
  if (conflict.kind === 'conflict')
    return (
      <Alert
        severity="warning"
        role="alert"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={onReload}>
            {t('timeReport.conflict.reload')}
          </Button>
        }
      >
        <AlertTitle>{t('timeReport.conflict.title')}</AlertTitle>
        {t('timeReport.conflict.text')}
      </Alert>
    );

  const { saved } = conflict;
  if (!saved)
    return (
      <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
        <AlertTitle>{t('timeReport.conflict.goneTitle')}</AlertTitle>
        {t('timeReport.conflict.goneText')}
        <Stack direction="row" sx={{ mt: 1 }}>
          <Button color="inherit" size="small" variant="outlined" onClick={onSaveAsNew}>
            {t('timeReport.conflict.saveAsNew')}
          </Button>
        </Stack>
      </Alert>
    );

  const summary = [
    `${saved.Datum}`,
    `${saved.TidKod} ${ctx.codeText(saved.TidKod)}`.trim(),
    t('timeReport.hoursValue', { hours: formatHours(saved.Timmar) }),
    timeRange(saved, (minutes) => t('timeReport.entry.breakMinutes', { minutes })),
    saved.Kommentar,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Alert severity={saved.KanAndras ? 'info' : 'warning'} role="status" sx={{ mb: 2 }}>
      <AlertTitle>{t('timeReport.conflict.reloadedTitle')}</AlertTitle>
      {t('timeReport.conflict.savedValues', { summary, name: saved.AndradAv })}{' '}
      {saved.KanAndras
        ? t('timeReport.conflict.reloadedText')
        : t(saved.LastOrsak || 'timeReport.locked.approved')}
      <Stack direction="row" sx={{ mt: 1 }}>
        <Button color="inherit" size="small" variant="outlined" onClick={() => onUseSaved(saved)}>
          {t('timeReport.conflict.useSaved')}
        </Button>
      </Stack>
    </Alert>
  );
}
