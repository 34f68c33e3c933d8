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
import type { NastaPass } from '@lonportal/domain/schedule/next-shift';
import { nextShiftQuery } from '../schedule';
import { Pending, WorkCard } from './WorkCard';

/**
 * The employee's next shift (GET /schedule/next): a published shift, or the work schedule's next
 * day with times where none is planned; what, where and with whom, and the way to the schedule.
 */
export function NextShiftCard({ ftgId }: { ftgId: string }) {
  const { t, i18n } = useTranslation();
  const today = stockholmWallTime(new Date(useNow())).Datum;
  const next = useQuery(nextShiftQuery(ftgId));
  const dayName = (datum: string) =>
    datum === today
      ? t('dashboard.work.nextShift.today')
      : datum === addDays(today, 1)
        ? t('dashboard.work.nextShift.tomorrow')
        : formatDayWithWeekday(datum, i18n.language);

  return (
    <WorkCard title={t('dashboard.work.nextShift.title')}>
      {!next.data ? (
        <Pending failed={next.error !== null} />
      ) : (
        <>
          {next.data.Nasta ? (
            <NextShiftText next={next.data.Nasta} dayName={dayName} />
          ) : (
            <Typography sx={{ mb: 2 }}>
              {t('dashboard.work.nextShift.none', { days: next.data.Dagar })}
            </Typography>
          )}
          <Button variant="outlined" component={Link} to={ROUTES.Schedule.path}>
            {t('dashboard.work.nextShift.open')}
          </Button>
        </>
      )}
    </WorkCard>
  );
}

function NextShiftText({
  next,
  dayName,
}: {
  next: NonNullable<NastaPass['Nasta']>;
  dayName: (datum: string) => string;
}) {
  const { t } = useTranslation();
  const end = next.SlutDatum !== next.Datum ? `${dayName(next.SlutDatum)} ${next.SlutTid}` : next.SlutTid;
  const lines =
    next.Kalla === 'SCHEMA'
      ? [t('dashboard.work.nextShift.bySchedule')]
      : [
          [next.Uppgift, next.Typ === 'ARBETE' ? null : t(`dashboard.work.nextShift.kind.${next.Typ}`)]
            .filter(Boolean)
            .join(' · '),
          next.Plats ? t('dashboard.work.nextShift.place', { place: next.Plats }) : null,
          next.Kollegor.length > 0
            ? t('dashboard.work.nextShift.colleagues', { names: next.Kollegor.join(', ') })
            : null,
        ].filter((line): line is string => line !== null && line !== '');
  return (
    <Box data-testid="next-shift" sx={{ mb: 2 }}>
      <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {`${dayName(next.Datum)} ${next.StartTid}–${end}`}
      </Typography>
      {lines.map((line) => (
        <Typography key={line} sx={{ overflowWrap: 'break-word' }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}
