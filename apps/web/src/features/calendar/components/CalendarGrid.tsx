import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { addDays, weekdayIndex } from '@lonportal/domain/dates';
import { weekdayName, weekdayNames } from '../../../lib/date-format';
import type { CalendarWeek } from '../calendar';
import { statusLabel } from '../../../lib/row-status/status-labels';
import { warningText } from '../../time';
import type { CalendarDay } from '../use-calendar-days';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import { useNarrowScreen } from '../../../ui/screen';
import { formatHours, formatKronor } from '../../../lib/number-format';
import { StatusChip } from '../../../ui/StatusChip';

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
  const inMonth = weeks.flatMap((w) => w.days.filter((d): d is string => d !== null));
  const first = inMonth[0] ?? today;
  const last = inMonth.at(-1) ?? today;
  const [focused, setFocused] = useState<string | null>(null);
  const active =
    focused && focused >= first && focused <= last
      ? focused
      : today >= first && today <= last
        ? today
        : first;
  const table = useRef<HTMLTableElement>(null);
  const phone = useNarrowScreen();

  const move = (date: string) => {
    const target = date < first ? first : date > last ? last : date;
    setFocused(target);
    table.current?.querySelector<HTMLElement>(`[data-date="${target}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, date: string) => {
    const weekday = weekdayIndex(date);
    const step: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
      Home: -weekday,
      End: 6 - weekday,
    };
    const by = step[event.key];
    if (by === undefined) return;
    event.preventDefault();
    move(addDays(date, by));
  };

  const describe = (date: string, day: CalendarDay | undefined) =>
    [
      `${weekdayName(date, lng, 'long')} ${date}`,
      day?.holiday ?? '',
      t('calendar.day.scheduled', { hours: formatHours(day?.scheduled ?? 0) }),
      t('calendar.day.reported', { hours: formatHours(day?.reported ?? 0) }),
      day && day.absence > 0 ? t('calendar.day.absence', { hours: formatHours(day.absence) }) : '',
      day && day.paidRows > 0 ? t('calendar.day.paid', { amount: formatKronor(day.paid, lng) }) : '',
      day?.status ? t(statusLabel(day.status).key) : '',
      ...(day?.warnings.map((w) => {
        const text = warningText(w, date, day, lng);
        return t(text.key, text.values);
      }) ?? []),
    ]
      .filter(Boolean)
      .join(', ');

  return (
    <ScrollRegion label={label} outlined>
      <Table ref={table} aria-label={label} sx={{ tableLayout: 'fixed', minWidth: phone ? 0 : 720 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ width: phone ? 32 : 56, px: phone ? 0.5 : 2 }}>
              {t('calendar.week')}
            </TableCell>
            {weekdayNames(lng, 'short').map((name, i) => (
              <TableCell
                key={i}
                component="th"
                scope="col"
                sx={{ px: phone ? 0.25 : 2, '&::first-letter': { textTransform: 'uppercase' } }}
              >
                {name}
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
              {week.days.map((date, i) => {
                if (date === null) return <TableCell key={i} sx={{ bgcolor: 'action.hover' }} />;
                const day = days.get(date);
                const weekend = i >= 5;
                return (
                  <TableCell
                    key={date}
                    sx={{
                      p: phone ? 0.25 : 0.5,
                      verticalAlign: 'top',
                      bgcolor: weekend || day?.holiday ? 'action.hover' : undefined,
                    }}
                  >
                    <ButtonBase
                      data-date={date}
                      data-testid="calendar-day"
                      tabIndex={date === active ? 0 : -1}
                      aria-label={describe(date, day)}
                      aria-current={date === today ? 'date' : undefined}
                      onClick={() => {
                        setFocused(date);
                        onOpen(date);
                      }}
                      onKeyDown={(e) => onKeyDown(e, date)}
                      onFocus={() => setFocused(date)}
                      sx={{
                        display: 'flex',
                        flexDirection: 'column',
                        alignItems: 'stretch',
                        textAlign: 'left',
                        width: '100%',
                        minHeight: phone ? 56 : 96,
                        p: phone ? 0.5 : 0.75,
                        borderRadius: 1,
                        border: 2,
                        borderColor: date === today ? 'primary.main' : 'transparent',
                        '&.Mui-focusVisible': {
                          outline: 2,
                          outlineColor: 'primary.main',
                          outlineStyle: 'solid',
                        },
                      }}
                    >
                      {phone ? (
                        <CompactDay date={date} day={day} />
                      ) : (
                        <span aria-hidden style={{ display: 'contents' }}>
                          <Typography component="span" sx={{ fontWeight: 600 }}>
                            {Number(date.slice(8))}
                          </Typography>
                          {day?.holiday && (
                            <Typography
                              component="span"
                              variant="caption"
                              color="text.secondary"
                              sx={{ fontWeight: 600 }}
                              noWrap
                            >
                              {day.holiday}
                            </Typography>
                          )}
                          <Typography component="span" variant="caption">
                            {t('calendar.cell.scheduled', { hours: formatHours(day?.scheduled ?? 0) })}
                          </Typography>
                          <Typography component="span" variant="caption" sx={{ fontWeight: 500 }}>
                            {t('calendar.cell.reported', { hours: formatHours(day?.reported ?? 0) })}
                          </Typography>
                          {day && day.absence > 0 && (
                            <Typography component="span" variant="caption" sx={{ fontStyle: 'italic' }}>
                              {t('calendar.cell.absence', { hours: formatHours(day.absence) })}
                            </Typography>
                          )}
                          {day && day.paidRows > 0 && (
                            <Typography component="span" variant="caption" noWrap>
                              {t('calendar.cell.paid', { amount: formatKronor(day.paid, lng) })}
                            </Typography>
                          )}
                          <span style={{ display: 'flex', gap: 4, alignItems: 'center', marginTop: 4 }}>
                            {day?.status && <StatusChip status={day.status} />}
                            {day && day.warnings.length > 0 && (
                              <WarningAmber fontSize="small" color="warning" />
                            )}
                          </span>
                        </span>
                      )}
                    </ButtonBase>
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

/** A day on a phone: the date, the reported hours, a mark of the status's colour, a warning sign. */
function CompactDay({ date, day }: { date: string; day: CalendarDay | undefined }) {
  const color = day?.status ? statusLabel(day.status).color : null;
  return (
    <span aria-hidden style={{ display: 'contents' }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
        {Number(date.slice(8))}
      </Typography>
      {day && day.reported !== 0 && (
        <Typography component="span" variant="caption" sx={{ fontWeight: 500, lineHeight: 1.2 }}>
          {formatHours(day.reported)}
        </Typography>
      )}
      <span style={{ display: 'flex', gap: 2, alignItems: 'center', marginTop: 2 }}>
        {color && (
          <Box
            component="span"
            sx={{
              width: 10,
              height: 10,
              borderRadius: '50%',
              border: 1,
              borderColor: color === 'default' ? 'text.secondary' : `${color}.main`,
              bgcolor: color === 'default' ? 'transparent' : `${color}.main`,
            }}
          />
        )}
        {day && day.warnings.length > 0 && <WarningAmber sx={{ fontSize: 14 }} color="warning" />}
      </span>
    </span>
  );
}
