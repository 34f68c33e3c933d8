import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScheduleDay } from '@lonportal/domain/schedule/schedule';
import { formatDate, weekdayName } from '../../../lib/date-format';
import { formatHours } from '../../../lib/number-format';
import { hasContent } from '../schedule-period';
import { ShiftItem, type NightPart } from './ShiftItem';

/** What the day holds besides shifts: the work schedule's hours, leave and absence, as lines. */
export function dayNotes(
  day: ScheduleDay,
  t: (key: string, o?: Record<string, unknown>) => string,
  lng: string,
) {
  const notes: string[] = [];
  if (day.Pass.length === 0 && day.SchemaTimmar > 0) {
    const hours = t('schedule.hours', { hours: formatHours(day.SchemaTimmar, lng) });
    notes.push(
      day.SchemaTider
        ? t('schedule.scheduled.times', {
            from: day.SchemaTider.StartTid,
            to: day.SchemaTider.SlutTid,
            hours,
          })
        : t('schedule.scheduled.hours', { hours }),
    );
  }
  for (const l of day.Ledighet)
    notes.push(t('schedule.leave', { name: l.BenText || l.TidKod, degree: l.Omfattning }));
  for (const a of day.Franvaro)
    notes.push(t('schedule.absence', { name: t(`schedule.absenceKind.${a.Typ}`), degree: a.Omfattning }));
  return notes;
}

interface Props {
  day: ScheduleDay;
  today: string;
  nightOf: (id: string) => NightPart;
  /** Tighter, for a month's days listed on a phone. */
  dense?: boolean;
}

/** One day of the list: its date (today marked), holiday, shifts, and the rest of what it holds. */
export function DayCard({ day, today, nightOf, dense = false }: Props) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const isToday = day.Datum === today;
  const notes = dayNotes(day, t, lng);
  return (
    <Box
      component="li"
      aria-current={isToday ? 'date' : undefined}
      sx={{
        listStyle: 'none',
        border: 1,
        borderColor: isToday ? 'primary.main' : 'divider',
        borderLeftWidth: isToday ? 4 : 1,
        borderRadius: 1,
        p: dense ? 1 : 1.5,
        bgcolor: isToday ? 'action.selected' : 'background.paper',
      }}
    >
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 0.5 }}>
        <Typography
          component="h2"
          variant={dense ? 'body1' : 'subtitle1'}
          sx={{ fontWeight: 700, '&::first-letter': { textTransform: 'uppercase' } }}
        >
          {weekdayName(day.Datum, lng, 'long')} {formatDate(day.Datum)}
        </Typography>
        {isToday && <Chip size="small" color="primary" label={t('schedule.today')} />}
        {day.HelgdagNamn && <Chip size="small" variant="outlined" label={day.HelgdagNamn} />}
      </Stack>
      {day.Pass.length > 0 && (
        <Box component="ul" sx={{ m: 0, p: 0 }} aria-label={t('schedule.shift.listLabel')}>
          {day.Pass.map((p) => (
            <ShiftItem
              key={p.Id}
              shift={p}
              night={nightOf(p.Id)}
              lng={lng}
              // A shift ahead may be offered for swap; a night is offered by its evening half.
              offer={day.Datum >= today && nightOf(p.Id) !== 'cameFrom' ? { ...p, Datum: day.Datum } : null}
            />
          ))}
        </Box>
      )}
      {notes.map((n) => (
        <Typography key={n} variant="body2">
          {n}
        </Typography>
      ))}
      {!hasContent(day) && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('schedule.free')}
        </Typography>
      )}
    </Box>
  );
}
