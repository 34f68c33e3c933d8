import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventRepeat from '@mui/icons-material/EventRepeat';
import type { ReportWeek } from '../time-report';
import type { EntryEditor } from '../use-entry-editor';
import type { TimeContext } from '../use-time-context';
import { touchTarget } from '../../../ui/touch';
import { formatHours } from '../../../lib/number-format';

interface Props {
  week: ReportWeek;
  ctx: TimeContext;
  editor: EntryEditor;
  anstNr: string;
  /** The week's days that "fill this week as scheduled" would fill (passed, scheduled, no rows). */
  fillable: number;
  compact?: boolean;
}

/**
 * A week of the time report: its number, scheduled against reported hours, and "fill
 * this week as scheduled" for its days already passed that have no rows.
 */
export function WeekHeading({ week, ctx, editor, anstNr, fillable, compact = false }: Props) {
  const { t } = useTranslation();
  const hours = (h: number) => t('timeReport.hoursValue', { hours: formatHours(h) });
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}
      data-testid="report-week"
      data-week={week.week}
    >
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('timeReport.week.title', { week: week.week })}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="week-sums">
        {t('timeReport.week.sums', {
          scheduled: hours(week.totals.scheduled),
          reported: hours(week.totals.reported),
          difference: hours(week.totals.difference),
        })}
      </Typography>
      {ctx.mayReport && fillable > 0 && (
        <Button
          size="small"
          variant="contained"
          startIcon={<EventRepeat />}
          onClick={() => editor.asScheduled(anstNr, week.from, week.to)}
          disabled={editor.filling}
          aria-label={t('timeReport.asScheduled.weekLabel', { week: week.week, n: fillable })}
          sx={{ ml: 'auto', ...(compact ? touchTarget : {}) }}
        >
          {t('timeReport.asScheduled.week')}
        </Button>
      )}
    </Stack>
  );
}
