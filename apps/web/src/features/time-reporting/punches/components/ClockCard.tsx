import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Coffee from '@mui/icons-material/Coffee';
import Login from '@mui/icons-material/Login';
import Logout from '@mui/icons-material/Logout';
import PlayArrow from '@mui/icons-material/PlayArrow';
import type { PunchAction } from '@lonportal/domain/time-reporting/punches';
import { showError } from '../../../../lib/api-errors';
import { useSnackbar } from '../../../../ui/snackbar';
import { useOpenPunch } from '../api/get-open-punch';
import { usePunch } from '../api/post-punch';
import { clockButtons, elapsedClock, wallTime } from '../punch-view';
import { AtlWarnings } from './AtlWarnings';
import { ForgottenNotice } from './ForgottenNotice';

const DONE_KEY: Record<PunchAction, string> = {
  in: 'punches.done.in',
  ut: 'punches.done.out',
  rastStart: 'punches.done.breakStart',
  rastSlut: 'punches.done.breakEnd',
};

/** The time on the server's clock, moving every second. */
function useServerNow(offsetMs: number): Date {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return new Date(now + offsetMs);
}

/**
 * The punch clock of the user's own employee: the current time, the state (out, in, on a break)
 * with the time since punch-in and the open punch's working-time-law warnings, and big buttons for
 * what may be pressed now. A forgotten punch-out is shown with its "Stäng enligt schema".
 */
export function ClockCard({
  ftgId,
  owner,
}: {
  ftgId: string;
  /** The user's own employee, as the picker names it. */ owner: string;
}) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const open = useOpenPunch(ftgId, true);
  const punch = usePunch(ftgId);
  const now = useServerNow(open.data?.offsetMs ?? 0);
  const current = open.data?.Stampling ?? null;
  const buttons = clockButtons(current, now);

  const press = (action: PunchAction) =>
    punch.mutate(action, {
      onSuccess: () => showSnackbar({ text: t(DONE_KEY[action]), color: 'success', timeout: 4000 }),
      onError: (err) => showError(err, { color: 'warning' }),
    });
  const busy = punch.isPending || open.isPending;
  const big = { size: 'large' as const, sx: { minHeight: 64, flex: '1 1 180px', fontSize: '1.1rem' } };

  return (
    <Card variant="outlined" component="section" aria-labelledby="punch-clock-title" sx={{ mb: 3 }}>
      <CardContent>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'baseline', flexWrap: 'wrap', rowGap: 1, mb: 2 }}
        >
          <Box sx={{ flexGrow: 1 }}>
            <Typography id="punch-clock-title" variant="h5" component="h2">
              {t('punches.clock.title')}
            </Typography>
            {owner && <Typography sx={{ color: 'text.secondary' }}>{owner}</Typography>}
          </Box>
          <Chip
            label={t(`punches.clock.state.${buttons.state}`)}
            color={buttons.state === 'out' ? 'default' : buttons.state === 'in' ? 'success' : 'warning'}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ mb: 3 }}>
          <Box>
            <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
              {t('punches.clock.now')}
            </Typography>
            <Typography variant="h3" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              <time dateTime={now.toISOString()}>{wallTime(now.toISOString())}</time>
            </Typography>
          </Box>
          {current && (
            <Box>
              <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
                {t('punches.clock.elapsed')}
              </Typography>
              <Typography
                variant="h3"
                component="p"
                sx={{ fontVariantNumeric: 'tabular-nums' }}
                aria-live="off"
              >
                {elapsedClock(now.getTime() - Date.parse(current.In))}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>
                {t('punches.clock.since', { time: wallTime(current.In), date: current.Datum })}
                {current.RastStart &&
                  ` · ${t('punches.clock.breakSince', { time: wallTime(current.RastStart) })}`}
              </Typography>
              <AtlWarnings punch={current} />
            </Box>
          )}
        </Stack>
        {current?.Glomd && <ForgottenNotice ftgId={ftgId} punch={current} />}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          <Button
            {...big}
            variant="contained"
            color="success"
            startIcon={<Login />}
            disabled={busy || !buttons.in}
            onClick={() => press('in')}
          >
            {t('punches.action.in')}
          </Button>
          <Button
            {...big}
            variant="contained"
            color="primary"
            startIcon={<Logout />}
            disabled={busy || !buttons.out}
            onClick={() => press('ut')}
          >
            {t('punches.action.out')}
          </Button>
          <Button
            {...big}
            variant="outlined"
            startIcon={<Coffee />}
            disabled={busy || !buttons.breakStart}
            onClick={() => press('rastStart')}
          >
            {t('punches.action.breakStart')}
          </Button>
          <Button
            {...big}
            variant="outlined"
            startIcon={<PlayArrow />}
            disabled={busy || !buttons.breakEnd}
            onClick={() => press('rastSlut')}
          >
            {t('punches.action.breakEnd')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
