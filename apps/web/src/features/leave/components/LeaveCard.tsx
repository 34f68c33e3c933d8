import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LeaveApplication, LeaveStatus } from '@lonportal/domain/leave/leave';
import { formatDayWithWeekday } from '../../../lib/date-format';
import { formatDays } from '../../absence';

const STATUS_COLOR: Record<LeaveStatus, 'default' | 'success' | 'error' | 'primary'> = {
  IN_REVIEW: 'primary',
  APPROVED: 'success',
  DENIED: 'error',
  REVERTED: 'default',
};

/** One leave application: who (for a manager), the kind, the days, its state and the decision. */
export function LeaveCard({
  application: a,
  codeText,
  withName,
  select,
  actions,
}: {
  application: LeaveApplication;
  codeText: (tidKod: string) => string;
  withName: boolean;
  /** A checkbox for a bulk decision. */
  select?: ReactNode;
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const day = (iso: string) => formatDayWithWeekday(iso, i18n.language);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} data-testid="leave-application">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        {select}
        <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            {/* The page's h1 is the only heading above the list: a card's heading is an h2 (axe heading-order). */}
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
              {withName ? `${a.Namn} · ` : ''}
              {codeText(a.TidKod) || a.TidKod}
            </Typography>
            <Chip
              size="small"
              variant="outlined"
              color={STATUS_COLOR[a.Status]}
              label={t(`leave.status.${a.Status}`)}
              data-testid="leave-status"
            />
          </Stack>
          <Typography variant="body2">
            {a.From === a.To ? day(a.From) : t('leave.range', { from: day(a.From), to: day(a.To) })}
            {a.Omfattning < 100 ? ` · ${t('absence.degree', { n: a.Omfattning })}` : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('leave.count.result', {
              days: formatDays(a.Dagar, i18n.language),
              hours: formatDays(a.Timmar, i18n.language),
            })}
          </Typography>
          {a.Kommentar && <Typography variant="body2">{a.Kommentar}</Typography>}
          {a.BeslutAt && (
            <Typography variant="body2" color="text.secondary">
              {t('leave.decidedBy', { name: a.BeslutAv })}
              {a.BeslutKommentar ? `: ${a.BeslutKommentar}` : ''}
            </Typography>
          )}
          {actions && (
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, pt: 1 }}>
              {actions}
            </Stack>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
