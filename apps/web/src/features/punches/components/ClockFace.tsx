import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Stampling } from '@lonportal/domain/punches/punches';
import type { ClockView } from '../punch-queue';
import { elapsedClock, wallTime } from '../punch-view';
import { AtlWarnings } from './AtlWarnings';

/**
 * The clock's times: now on the server's clock and, while punched in, the time since punch-in
 * with the open punch's working-time-law warnings.
 */
export function ClockFace({
  serverNow,
  now,
  view,
  shown,
}: {
  serverNow: Date;
  /** The clock the time since punch-in is counted on. */
  now: Date;
  view: ClockView | null;
  shown: Stampling | null;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ mb: 3 }}>
      <Box>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
          {t('punches.clock.now')}
        </Typography>
        <Typography variant="h3" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          <time dateTime={serverNow.toISOString()}>{wallTime(serverNow.toISOString())}</time>
        </Typography>
      </Box>
      {view && (
        <Box>
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
            {t('punches.clock.elapsed')}
          </Typography>
          <Typography variant="h3" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }} aria-live="off">
            {elapsedClock(now.getTime() - Date.parse(view.In))}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {t('punches.clock.since', { time: wallTime(view.In), date: view.Datum })}
            {view.RastStart && ` · ${t('punches.clock.breakSince', { time: wallTime(view.RastStart) })}`}
          </Typography>
          {shown && <AtlWarnings punch={shown} />}
        </Box>
      )}
    </Stack>
  );
}
