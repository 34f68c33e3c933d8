import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import type { AbsenceCalendar } from '@lonportal/domain/absence/calendar';
import { weekdayName } from '../../../lib/date-format';
import { todayIso } from '../../../lib/date-filter';
import { narrowWeekdayName } from '../../../ui/day-heads';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import { bodySx, headSx, markSx } from '../../../ui/timeline-styles';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { KIND_COLOR } from '../absence-calendar';

type Person = AbsenceCalendar['Personer'][number];

// A month's columns share the table's width (a wide screen shows the whole month, 29–31 not
// hidden behind a sideways scroll); a phone scrolls sideways through columns of at least
// DAY_MIN px, its last day as much in view as its first. The names' column stays in place.
const NAME_WIDTH = { xs: 96, sm: 140 } as const;
const NAME_MIN = 96;
const DAY_MIN = 28;
const MONTH_MARK = 24;
const monthCell = { px: 0.25 } as const;

/** The days' heads: weekday and date, a holiday in red with its name, today marked. */
function DayHeads({
  days,
  holidays,
  month,
}: {
  days: string[];
  holidays: Map<string, string>;
  month: boolean;
}) {
  const { t, i18n } = useTranslation();
  const today = todayIso();
  return (
    <tr>
      <Box
        component="th"
        scope="col"
        sx={{
          ...headSx,
          textAlign: 'left',
          position: 'sticky',
          left: 0,
          zIndex: 1,
          width: NAME_WIDTH,
          bgcolor: 'background.paper',
        }}
      >
        {t('absenceCalendar.person')}
      </Box>
      {days.map((d) => (
        <Box
          component="th"
          scope="col"
          key={d}
          title={holidays.get(d)}
          sx={{
            ...headSx,
            ...(month ? monthCell : {}),
            color: holidays.has(d) ? 'error.main' : undefined,
            bgcolor: d === today ? 'action.selected' : 'background.paper',
          }}
        >
          <Box component="span" sx={{ display: 'block', fontWeight: 400, whiteSpace: 'nowrap' }}>
            {month ? narrowWeekdayName(weekdayName(d, i18n.language)) : weekdayName(d, i18n.language)}
          </Box>
          {Number(d.slice(8))}
          {holidays.has(d) && <Box component="span" sx={visuallyHidden}>{`, ${holidays.get(d)}`}</Box>}
        </Box>
      ))}
    </tr>
  );
}

/** A person's row: a mark with the kind's letter on each day away. */
function PersonRow({
  p,
  days,
  holidays,
  month,
}: {
  p: Person;
  days: string[];
  holidays: Map<string, string>;
  month: boolean;
}) {
  const { t } = useTranslation();
  const byDay = new Map(p.Dagar.map((d) => [d.Datum, d]));
  return (
    <tr data-testid="absence-calendar-person">
      <Box
        component="th"
        scope="row"
        sx={{
          ...bodySx,
          textAlign: 'left',
          fontWeight: 500,
          position: 'sticky',
          left: 0,
          bgcolor: 'background.paper',
          overflowWrap: 'break-word',
        }}
      >
        {p.Namn}
      </Box>
      {days.map((d) => {
        const day = byDay.get(d);
        return (
          <Box
            component="td"
            key={d}
            data-date={d}
            sx={{
              ...bodySx,
              ...(month ? monthCell : {}),
              bgcolor: holidays.has(d) ? 'action.hover' : undefined,
            }}
          >
            {day && (
              <Box
                sx={{
                  ...markSx(KIND_COLOR[day.Typ]),
                  ...(month ? { width: MONTH_MARK, height: MONTH_MARK } : {}),
                }}
                title={t(`absenceCalendar.kind.${day.Typ}`)}
              >
                <span aria-hidden>{t(`absenceCalendar.letter.${day.Typ}`)}</span>
                <Box component="span" sx={visuallyHidden}>
                  {t(`absenceCalendar.kind.${day.Typ}`)}
                </Box>
              </Box>
            )}
          </Box>
        );
      })}
    </tr>
  );
}

/** Who is away on which day of the period, a row a person, with the holidays. */
export function AbsenceCalendarTable({
  data,
  days,
  label,
}: {
  data: AbsenceCalendar;
  days: string[];
  /** The period in words. */
  label: string;
}) {
  const { t } = useTranslation();
  const holidays = new Map(data.Helgdagar.map((h) => [h.Datum, h.Namn]));
  const month = days.length > 7;
  return (
    <ScrollRegion label={label} outlined>
      <Box
        component="table"
        sx={{
          borderCollapse: 'collapse',
          position: 'relative',
          width: '100%',
          tableLayout: 'fixed',
          minWidth: NAME_MIN + days.length * DAY_MIN,
        }}
        data-testid="absence-calendar"
      >
        <Box component="caption" sx={visuallyHidden}>
          {t('absenceCalendar.caption', { period: label })}
        </Box>
        <thead>
          <DayHeads days={days} holidays={holidays} month={month} />
        </thead>
        <tbody>
          {data.Personer.map((p) => (
            <PersonRow key={p.AnstNr} p={p} days={days} holidays={holidays} month={month} />
          ))}
        </tbody>
      </Box>
    </ScrollRegion>
  );
}
