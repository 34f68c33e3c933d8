import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScheduleShift } from '@lonportal/domain/schedule/schedule';
import { formatHours } from '../../../lib/number-format';
import { OfferSwapButton, type SwapShift } from '../../staffing';
import { minutesAsHours, shiftTime } from '../schedule-period';

/** How a night's part joins the other (SPEC §5: a shift across midnight is two stored parts). */
export type NightPart = 'goesOn' | 'cameFrom' | null;

/** Jour and beredskap are marked beside the time: the law counts them otherwise than work (DOMAIN §4). */
export function KindChip({ typ }: { typ: ScheduleShift['Typ'] }) {
  const { t } = useTranslation();
  if (typ === 'ARBETE') return null;
  return (
    <Chip
      size="small"
      label={t(`schedule.kind.${typ}`)}
      variant="outlined"
      sx={{
        fontWeight: 600,
        color: 'text.primary',
        borderWidth: 2,
        borderColor: typ === 'JOUR' ? 'secondary.main' : 'warning.main',
      }}
    />
  );
}

/** A shift of the day: time, kind, task and place, break and hours, colleagues and comment. */
export function ShiftItem({
  shift,
  night,
  lng,
  offer,
}: {
  shift: ScheduleShift;
  night: NightPart;
  lng: string;
  /** The shift as it may be offered for swap, or null (past, or a night's morning half). */
  offer: SwapShift | null;
}) {
  const { t } = useTranslation();
  const task = shift.BemuppgiftNamn || shift.Bemuppgift;
  const place = shift.AvdelningNamn || shift.Avdelning;
  const details = [
    shift.RastMinuter > 0 ? t('schedule.shift.break', { minutes: shift.RastMinuter }) : null,
    t('schedule.hours', { hours: formatHours(minutesAsHours(shift.Minuter), lng) }),
    night ? t(`schedule.shift.night.${night}`) : null,
  ].filter((s): s is string => s !== null);
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 0.5 }}>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {shiftTime(shift)}
        </Typography>
        <KindChip typ={shift.Typ} />
        <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'break-word' }}>
          {task}
        </Typography>
      </Stack>
      {place && (
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'break-word' }}>
          {t('schedule.shift.place', { place })}
        </Typography>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {details.join(' · ')}
      </Typography>
      {shift.Kollegor.length > 0 && (
        <Typography variant="body2" sx={{ overflowWrap: 'break-word' }}>
          {t('schedule.shift.colleagues', { names: shift.Kollegor.join(', ') })}
        </Typography>
      )}
      {shift.Kommentar && (
        <Typography variant="body2" sx={{ fontStyle: 'italic', overflowWrap: 'break-word' }}>
          {t('schedule.shift.comment', { comment: shift.Kommentar })}
        </Typography>
      )}
      {offer && <OfferSwapButton shift={offer} />}
    </Box>
  );
}
