import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { formatDayWithWeekday } from '../../../lib/date-format';
import { formatHours } from '../../../lib/number-format';
import { nameOf, type Names } from '../needs/use-staffing-lists';
import { atWork, barPercent, isUnder, type CoverDay, type Tackning } from './cover';

const listSx = { listStyle: 'none', m: 0, p: 0 } as const;
const barSx = { height: 10, borderRadius: 1, minWidth: 2 } as const;

/** What the bars mean: the hours the needs ask for, and the hours planned. */
export function CoverLegend() {
  const { t } = useTranslation();
  const item = (sx: object, text: string) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box sx={{ ...barSx, width: 24, ...sx }} aria-hidden />
      <Typography variant="body2">{text}</Typography>
    </Stack>
  );
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
      {item({ bgcolor: 'action.disabledBackground' }, t('staffing.overview.legend.needed'))}
      {item({ bgcolor: 'primary.main' }, t('staffing.overview.legend.planned'))}
      {item({ bgcolor: 'error.main' }, t('staffing.overview.legend.short'))}
    </Stack>
  );
}

/**
 * The cover of the period, a day at a time: each task's hours as two bars (needed, planned) with
 * their figures in words beside them, so the chart is read without seeing it; a day short of
 * people is said in words, not only by its colour.
 */
export function CoverChart({ days, max, tasks }: { days: readonly CoverDay[]; max: number; tasks: Names }) {
  const { t, i18n } = useTranslation();
  return (
    <Box
      component="ul"
      sx={{
        ...listSx,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {days.map((day) => (
        <Paper
          component="li"
          key={day.Datum}
          variant="outlined"
          sx={{ p: 1.5, borderColor: day.under ? 'error.main' : 'divider', borderWidth: day.under ? 2 : 1 }}
          aria-labelledby={`cover-${day.Datum}`}
        >
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography id={`cover-${day.Datum}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {formatDayWithWeekday(day.Datum, i18n.language)}
            </Typography>
            {day.under && (
              <Chip
                size="small"
                color="error"
                icon={<WarningAmber />}
                label={t('staffing.overview.underDay')}
              />
            )}
          </Stack>
          <Stack component="ul" spacing={1.5} sx={listSx}>
            {day.rows.map((row) => (
              <CoverRow key={row.Bemuppgift} row={row} max={max} task={nameOf(tasks, row.Bemuppgift)} />
            ))}
          </Stack>
        </Paper>
      ))}
    </Box>
  );
}

/** One task's cover on a day: its name, the people's figures, and the hours as bars. */
function CoverRow({ row, max, task }: { row: Tackning; max: number; task: string }) {
  const { t, i18n } = useTranslation();
  const under = isUnder(row);
  const hours = (h: number) => formatHours(h, i18n.language);
  return (
    <Box component="li">
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {task}
      </Typography>
      <Typography variant="body2" color={under ? 'error.main' : 'text.secondary'}>
        {t(under ? 'staffing.overview.peopleShort' : 'staffing.overview.people', {
          need: row.Behov,
          planned: row.Planerat,
          away: row.Franvarande,
          missing: row.Behov - atWork(row),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('staffing.overview.hours', { need: hours(row.BehovTimmar), planned: hours(row.PlaneratTimmar) })}
      </Typography>
      <Stack spacing={0.5} sx={{ mt: 0.5 }} aria-hidden>
        <Box
          sx={{
            ...barSx,
            width: `${barPercent(row.BehovTimmar, max)}%`,
            bgcolor: 'action.disabledBackground',
          }}
        />
        <Box
          sx={{
            ...barSx,
            width: `${barPercent(row.PlaneratTimmar, max)}%`,
            bgcolor: under ? 'error.main' : 'primary.main',
          }}
        />
      </Stack>
    </Box>
  );
}
