import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { weekdayNames } from '../../../lib/date-format';
import type { CalendarWeek } from '../calendar';
import { narrowWeekdayName } from '../../../ui/day-heads';
import type { CalendarDay } from '../use-calendar-days';
import { useCalendarFocus } from '../use-calendar-focus';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import { useNarrowScreen } from '../../../ui/screen';
import { CalendarDayCell } from './CalendarDayCell';

/** A phone's short column head, with its full word for the screen reader and on hover. */
const Abbr = ({ title, children }: { title: string | undefined; children: string }) => (
  <Box component="abbr" title={title} sx={{ textDecoration: 'none' }}>
    {children}
  </Box>
);

interface Props {
  weeks: CalendarWeek[];
  days: ReadonlyMap<string, CalendarDay>;
  today: string;
  onOpen: (date: string) => void;
  label: string;
}

/**
 * The month in weeks from Monday with ISO week numbers. Each day is a button (scheduled, reported
 * and absence hours, holiday, worst status, warnings) that opens the day; the arrow keys move
 * between days, Home and End to the week's ends, and only one day is in the tab order. On a phone
 * all seven days stay in view: a day shows its date, reported hours, a status mark and
 * a warning sign; its button's name and the day dialog say the rest.
 */
export function CalendarGrid({ weeks, days, today, onOpen, label }: Props) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const focus = useCalendarFocus(weeks, today);
  const phone = useNarrowScreen();
  const longNames = weekdayNames(lng, 'long');

  return (
    <ScrollRegion label={label} outlined>
      <Table ref={focus.table} aria-label={label} sx={{ tableLayout: 'fixed', minWidth: phone ? 0 : 720 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ width: phone ? 32 : 56, px: phone ? 0.5 : 2 }}>
              {phone ? (
                <Abbr title={t('calendar.weekFull')}>{t('calendar.weekShort')}</Abbr>
              ) : (
                t('calendar.week')
              )}
            </TableCell>
            {weekdayNames(lng, 'short').map((name, i) => (
              <TableCell
                key={i}
                component="th"
                scope="col"
                sx={{
                  px: phone ? 0.25 : 2,
                  '&::first-letter': { textTransform: 'uppercase' },
                  ...(phone ? { overflow: 'hidden', whiteSpace: 'nowrap', textAlign: 'center' } : {}),
                }}
              >
                {phone ? <Abbr title={longNames[i]}>{narrowWeekdayName(name)}</Abbr> : name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {weeks.map((week) => (
            <TableRow key={week.week}>
              <TableCell component="th" scope="row" sx={{ color: 'text.secondary', px: phone ? 0.5 : 2 }}>
                {week.week}
              </TableCell>
              {week.days.map((date, i) =>
                date === null ? (
                  <TableCell key={i} sx={{ bgcolor: 'action.hover' }} />
                ) : (
                  <CalendarDayCell
                    key={date}
                    date={date}
                    day={days.get(date)}
                    weekend={i >= 5}
                    today={today}
                    active={date === focus.active}
                    phone={phone}
                    onOpen={onOpen}
                    onFocus={focus.setFocused}
                    onKeyDown={focus.onKeyDown}
                  />
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
