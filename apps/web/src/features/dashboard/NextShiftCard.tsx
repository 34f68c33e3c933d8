import { useMemo } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@lonportal/domain/access/route-table';
import { addDays, stockholmWallTime } from '@lonportal/domain/dates';
import { formatDayWithWeekday } from '../../lib/date-format';
import { useNow } from '../../lib/today';
import { nextShift, scheduleQuery, type NextShift } from '../schedule';
import { Pending, WorkCard } from './WorkCard';

/** The days ahead the card looks for a shift: two weeks, today included. */
const DAYS_AHEAD = 14;

/**
 * The employee's next shift (SPEC §2.1 /schedule): a published shift, or the work schedule's next
 * day with times where none is planned; what, where and with whom, and the way to the schedule.
 */
export function NextShiftCard({ ftgId }: { ftgId: string }) {
  const { t, i18n } = useTranslation();
  const wall = stockholmWallTime(new Date(useNow()));
  const schedule = useQuery(scheduleQuery(ftgId, wall.Datum, addDays(wall.Datum, DAYS_AHEAD - 1)));
  // Minutes are enough: the shift shown changes when one ends.
  const minute = `${wall.Datum} ${wall.Tid}`;
  const next = useMemo(
    () =>
      schedule.data
        ? nextShift(schedule.data.Dagar, { Datum: minute.slice(0, 10), Tid: minute.slice(11) })
        : null,
    [schedule.data, minute],
  );
  const dayName = (datum: string) =>
    datum === wall.Datum
      ? t('dashboard.work.nextShift.today')
      : datum === addDays(wall.Datum, 1)
        ? t('dashboard.work.nextShift.tomorrow')
        : formatDayWithWeekday(datum, i18n.language);

  return (
    <WorkCard title={t('dashboard.work.nextShift.title')}>
      {!schedule.data ? (
        <Pending failed={schedule.error !== null} />
      ) : (
        <>
          {next ? (
            <NextShiftText next={next} dayName={dayName} />
          ) : (
            <Typography sx={{ mb: 2 }}>{t('dashboard.work.nextShift.none', { days: DAYS_AHEAD })}</Typography>
          )}
          <Button variant="outlined" component={Link} to={ROUTES.Schedule.path}>
            {t('dashboard.work.nextShift.open')}
          </Button>
        </>
      )}
    </WorkCard>
  );
}

function NextShiftText({ next, dayName }: { next: NextShift; dayName: (datum: string) => string }) {
  const { t } = useTranslation();
  const start = next.kind === 'pass' ? next.pass.StartTid : next.StartTid;
  const end =
    next.kind === 'pass' && next.SlutDatum !== next.Datum
      ? `${dayName(next.SlutDatum)} ${next.SlutTid}`
      : next.SlutTid;
  const lines =
    next.kind === 'schema'
      ? [t('dashboard.work.nextShift.bySchedule')]
      : [
          [
            next.pass.BemuppgiftNamn || next.pass.Bemuppgift,
            next.pass.Typ === 'ARBETE' ? null : t(`dashboard.work.nextShift.kind.${next.pass.Typ}`),
          ]
            .filter(Boolean)
            .join(' · '),
          next.pass.AvdelningNamn || next.pass.Avdelning
            ? t('dashboard.work.nextShift.place', { place: next.pass.AvdelningNamn || next.pass.Avdelning })
            : null,
          next.pass.Kollegor.length > 0
            ? t('dashboard.work.nextShift.colleagues', { names: next.pass.Kollegor.join(', ') })
            : null,
        ].filter((line): line is string => line !== null);
  return (
    <Box data-testid="next-shift" sx={{ mb: 2 }}>
      <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {`${dayName(next.Datum)} ${start}–${end}`}
      </Typography>
      {lines.map((line) => (
        <Typography key={line} sx={{ overflowWrap: 'break-word' }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}
