import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { Stampling } from '@lonportal/domain/punches/punches';
import { formatNumberSv } from '@lonportal/domain/validation/number-format';
import { punchTimeText, wallTime } from '../punch-view';
import type { useCloseAction, useDeleteAction } from '../use-punch-actions';
import { AtlWarnings } from './AtlWarnings';
import { DeviationCell } from './DeviationCell';
import { PunchActions, PunchLockText } from './PunchActions';
import { PunchNote } from './PunchNote';

interface Props {
  punch: Stampling;
  margin: number;
  mayChange: boolean;
  close: ReturnType<typeof useCloseAction>;
  remove: ReturnType<typeof useDeleteAction>;
  onCorrect: (punch: Stampling) => void;
}

/**
 * A punch on a phone (as the time report's DayCard): the date and times with the hours,
 * the break and the deviation, the note and the working-time-law warnings, why it is locked, and
 * its actions as 44 px touch targets.
 */
export function PunchCard({ punch: p, margin, mayChange, close, remove, onCorrect }: Props) {
  const { t } = useTranslation();
  const out = punchTimeText(p.Ut, p.Datum);
  return (
    <Box
      component="li"
      data-testid="punch"
      data-date={p.Datum}
      sx={{
        px: 1.5,
        py: 1.25,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
        bgcolor: p.Glomd ? (theme) => alpha(theme.palette.warning.main, 0.12) : undefined,
      }}
    >
      <Stack spacing={0.5}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
          <Typography sx={{ fontWeight: 500 }}>
            {p.Datum} {wallTime(p.In)}–{out}
          </Typography>
          {p.Timmar !== null && (
            <Typography sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
              {t('punches.list.hoursValue', { hours: formatNumberSv(p.Timmar) })}
            </Typography>
          )}
        </Stack>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
          {p.RastMinuter > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('punches.list.break')} {t('punches.list.minutes', { minutes: p.RastMinuter })}
            </Typography>
          )}
          <DeviationCell punch={p} margin={margin} />
        </Stack>
        <Box sx={{ display: 'flex', flexDirection: 'column', typography: 'body2' }}>
          <PunchNote punch={p} />
        </Box>
        <AtlWarnings punch={p} />
        {mayChange && <PunchLockText punch={p} />}
        {mayChange && <PunchActions punch={p} close={close} remove={remove} onCorrect={onCorrect} compact />}
      </Stack>
    </Box>
  );
}
