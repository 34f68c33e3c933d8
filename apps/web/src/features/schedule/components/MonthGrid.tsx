import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ScheduleDay } from '@lonportal/domain/schedule/schedule';
import { weekdayName, weekdayNames } from '../../../lib/date-format';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { monthGrid, shiftTime } from '../schedule-period';
import { dayNotes } from './DayCard';

interface Props {
  anchor: string;
  days: ReadonlyMap<string, ScheduleDay>;
  today: string;
  label: string;
}

/** One day of the month's grid: the date, the holiday, each shift on a line, the rest in short. */
function MonthCell({ day, today }: { day: ScheduleDay; today: string }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const isToday = day.Datum === today;
  return (
    <Box
      component="li"
      aria-current={isToday ? 'date' : undefined}
      sx={{
        listStyle: 'none',
        minHeight: 96,
        p: 0.75,
        border: 1,
        borderColor: isToday ? 'primary.main' : 'divider',
        borderWidth: isToday ? 2 : 1,
        bgcolor: isToday ? 'action.selected' : 'background.paper',
        overflow: 'hidden',
      }}
    >
      <Typography component="h2" variant="body2" sx={{ fontWeight: 700 }}>
        <Box component="span" sx={visuallyHidden}>
          {weekdayName(day.Datum, lng, 'long')} {day.Datum}
        </Box>
        <Box component="span" aria-hidden>
          {Number(day.Datum.slice(8))}
        </Box>
        {isToday && (
          <Box component="span" sx={{ ml: 0.5, color: 'primary.main' }}>
            {t('schedule.today')}
          </Box>
        )}
      </Typography>
      {day.HelgdagNamn && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {day.HelgdagNamn}
        </Typography>
      )}
      {day.Pass.map((p) => (
        <Typography key={p.Id} variant="caption" component="p" sx={{ overflowWrap: 'break-word' }}>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {shiftTime(p)}
          </Box>{' '}
          {p.Typ !== 'ARBETE' && (
            <Box
              component="span"
              sx={{
                display: 'inline-block',
                whiteSpace: 'nowrap',
                fontWeight: 700,
                px: 0.5,
                mr: 0.5,
                border: 2,
                borderRadius: 1,
                borderColor: p.Typ === 'JOUR' ? 'secondary.main' : 'warning.main',
              }}
            >
              {t(`schedule.kind.${p.Typ}`)}
            </Box>
          )}
          {p.BemuppgiftNamn || p.Bemuppgift}
        </Typography>
      ))}
      {dayNotes(day, t, lng).map((n) => (
        <Typography key={n} variant="caption" component="p">
          {n}
        </Typography>
      ))}
    </Box>
  );
}

/** The month in weeks from Monday (SPEC §9), on a screen wide enough for seven columns. */
export function MonthGrid({ anchor, days, today, label }: Props) {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const columns = { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 } as const;
  return (
    <Box>
      <Box aria-hidden sx={{ ...columns, mb: 0.5 }}>
        {weekdayNames(lng, 'short').map((name) => (
          <Typography
            key={name}
            variant="body2"
            sx={{ fontWeight: 600, '&::first-letter': { textTransform: 'uppercase' } }}
          >
            {name}
          </Typography>
        ))}
      </Box>
      <Box component="ol" aria-label={label} sx={{ ...columns, m: 0, p: 0 }}>
        {monthGrid(anchor)
          .flat()
          .map((date, i) => {
            const day = date ? days.get(date) : undefined;
            return day ? (
              <MonthCell key={day.Datum} day={day} today={today} />
            ) : (
              <Box
                key={`empty-${i}`}
                component="li"
                aria-hidden
                sx={{ listStyle: 'none', bgcolor: 'action.hover' }}
              />
            );
          })}
      </Box>
    </Box>
  );
}
