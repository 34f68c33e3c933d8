import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { weekdayName } from '../../../lib/date-format';
import { formatHours, formatKronor } from '../../../lib/number-format';
import { statusLabel } from '../../../lib/row-status/status-labels';
import { StatusChip } from '../../../ui/StatusChip';
import { warningText } from '../../time';
import type { CalendarDay } from '../use-calendar-days';

interface Props {
  date: string;
  day: CalendarDay | undefined;
  weekend: boolean;
  today: string;
  /** The day is the grid's one tab stop. */
  active: boolean;
  phone: boolean;
  onOpen: (date: string) => void;
  onFocus: (date: string) => void;
  onKeyDown: (event: KeyboardEvent, date: string) => void;
}

/** A day of the month grid: a button named with all the day says, opening the day. */
export function CalendarDayCell({
  date,
  day,
  weekend,
  today,
  active,
  phone,
  onOpen,
  onFocus,
  onKeyDown,
}: Props) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return (
    <TableCell
      sx={{
        p: phone ? 0.25 : 0.5,
        verticalAlign: 'top',
        bgcolor: weekend || day?.holiday ? 'action.hover' : undefined,
      }}
    >
      <ButtonBase
        data-date={date}
        data-testid="calendar-day"
        tabIndex={active ? 0 : -1}
        aria-label={describeDay(t, lng, date, day)}
        aria-current={date === today ? 'date' : undefined}
        onClick={() => {
          onFocus(date);
          onOpen(date);
        }}
        onKeyDown={(e) => onKeyDown(e, date)}
        onFocus={() => onFocus(date)}
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
        {phone ? <CompactDay date={date} day={day} /> : <WideDay date={date} day={day} />}
      </ButtonBase>
    </TableCell>
  );
}

/** What a day's button is named: the date and all the day says, the warnings last. */
function describeDay(t: TFunction, lng: string, date: string, day: CalendarDay | undefined): string {
  return [
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
}

/** A day on a wide screen: the date, holiday, scheduled, reported, absence and paid, the status. */
function WideDay({ date, day }: { date: string; day: CalendarDay | undefined }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return (
    <span aria-hidden style={{ display: 'contents' }}>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {Number(date.slice(8))}
      </Typography>
      {day?.holiday && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ fontWeight: 600 }} noWrap>
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
        {day && day.warnings.length > 0 && <WarningAmber fontSize="small" color="warning" />}
      </span>
    </span>
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
