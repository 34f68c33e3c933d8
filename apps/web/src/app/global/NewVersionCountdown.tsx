import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DIALOG_WIDTH, NEW_VERSION_MAX_EXTENSIONS } from '@lonportal/domain/constants';
import { useNow } from '../../lib/today';
import { canExtend, extend, percentLeft, ringColour, secondsLeft, startCountdown } from './countdown';

const reload = () => window.location.reload();

/** SPEC §4 New app version: the reload countdown, with more time at most NEW_VERSION_MAX_EXTENSIONS times. */
export function NewVersionCountdown() {
  const { t } = useTranslation();
  const now = useNow();
  const [countdown, setCountdown] = useState(() => startCountdown(now));

  const seconds = secondsLeft(countdown, now);
  useEffect(() => {
    if (seconds === 0) reload();
  }, [seconds]);

  const colour = ringColour(seconds);
  return (
    <Dialog
      open
      aria-labelledby="new-version-title"
      aria-describedby="new-version-text"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH } } }}
    >
      <DialogTitle id="new-version-title">{t('global.newVersion.title')}</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
          <Box sx={{ position: 'relative', display: 'inline-flex', flexShrink: 0 }}>
            <CircularProgress
              variant="determinate"
              enableTrackSlot
              value={percentLeft(countdown, now)}
              color={colour}
              size={112}
              thickness={4}
              aria-label={t('global.newVersion.countdown')}
              aria-valuetext={t('global.newVersion.secondsLeft', { seconds })}
              data-colour={colour}
            />
            <Stack
              aria-hidden
              sx={{ position: 'absolute', inset: 0, alignItems: 'center', justifyContent: 'center' }}
            >
              <Typography
                data-testid="new-version-seconds"
                variant="h4"
                component="span"
                sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', lineHeight: 1 }}
              >
                {seconds}
              </Typography>
              <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }}>
                {t('global.newVersion.secondsUnit')}
              </Typography>
            </Stack>
          </Box>
          <Stack spacing={1}>
            <DialogContentText id="new-version-text">{t('global.newVersion.text')}</DialogContentText>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('global.newVersion.extensionsLeft', {
                left: NEW_VERSION_MAX_EXTENSIONS - countdown.extensions,
                max: NEW_VERSION_MAX_EXTENSIONS,
              })}
            </Typography>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setCountdown(extend)} disabled={!canExtend(countdown)}>
          {t('global.newVersion.moreTime')}
        </Button>
        <Button variant="contained" onClick={reload} autoFocus>
          {t('global.newVersion.updateNow')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
