import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Coffee from '@mui/icons-material/Coffee';
import Login from '@mui/icons-material/Login';
import Logout from '@mui/icons-material/Logout';
import PlayArrow from '@mui/icons-material/PlayArrow';
import type { PunchAction } from '@lonportal/domain/punches/punches';
import { NetworkError } from '../../../lib/api-client';
import { showError } from '../../../lib/api-errors';
import { useSession } from '../../../lib/session';
import { useNow } from '../../../lib/today';
import { useSnackbar } from '../../../ui/snackbar';
import { useOpenPunch } from '../api/get-open-punch';
import { usePunch } from '../api/post-punch';
import { clockAfter, newPunchKey } from '../punch-queue';
import { clockButtons, elapsedClock, wallTime } from '../punch-view';
import { usePunchQueue } from '../use-punch-queue';
import { AtlWarnings } from './AtlWarnings';
import { ForgottenNotice } from './ForgottenNotice';
import { QueuedPunches } from './QueuedPunches';

const DONE_KEY: Record<PunchAction, string> = {
  in: 'punches.done.in',
  ut: 'punches.done.out',
  rastStart: 'punches.done.breakStart',
  rastSlut: 'punches.done.breakEnd',
};

/**
 * The punch clock of the user's own employee: the current time, the state (out, in, on a break)
 * with the time since punch-in and the open punch's working-time-law warnings, and big buttons for
 * what may be pressed now. A forgotten punch-out is shown with its "Stäng enligt schema". A press
 * made offline (or whose answer never came) waits on the device and is sent when the connection
 * returns, with the time it was made (ADR 0018); the clock already shows it.
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
  const { me } = useSession();
  const open = useOpenPunch(ftgId, true);
  const punch = usePunch(ftgId);
  const queue = usePunchQueue(ftgId, me.UserAccount.Login);
  const offsetMs = open.data?.offsetMs ?? 0;
  // The time on the server's clock, moving every second.
  const serverNow = new Date(useNow() + offsetMs);
  const current = open.data?.Stampling ?? null;
  const pending = queue.queue.pending;
  // The clock as it will be once the waiting presses are sent.
  const view = clockAfter(current, pending);
  const shown = pending.length === 0 ? current : null;
  // A punch-in still waiting has the device's time: its time since is counted on the device's clock.
  const now = view && view.In !== current?.In ? new Date(serverNow.getTime() - offsetMs) : serverNow;
  const buttons = clockButtons(view, now);

  const press = (action: PunchAction) => {
    const pressed = { Nyckel: newPunchKey(), Action: action, Tid: new Date().toISOString() };
    const later = () => {
      queue.enqueue(pressed);
      showSnackbar({ text: t('punches.queue.queued'), color: 'info', timeout: 6000 });
    };
    if (!navigator.onLine) return later();
    if (pending.length > 0) {
      // After the presses that wait, in order.
      queue.enqueue(pressed);
      return void queue.flush();
    }
    punch.mutate(
      { Action: action, Nyckel: pressed.Nyckel },
      {
        onSuccess: () => showSnackbar({ text: t(DONE_KEY[action]), color: 'success', timeout: 4000 }),
        // The answer never came: the press may or may not have arrived; its key makes sending it
        // again safe.
        onError: (err) => (err instanceof NetworkError ? later() : showError(err, { color: 'warning' })),
      },
    );
  };
  const busy = punch.isPending || (open.isPending && pending.length === 0);
  const big = {
    size: 'large' as const,
    sx: {
      minHeight: 64,
      flex: '1 1 140px',
      fontSize: { xs: '1rem', sm: '1.1rem' },
      px: { xs: 1.5, sm: 2.75 },
      whiteSpace: 'nowrap',
    },
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="punch-clock-title"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Stack
        direction="row"
        useFlexGap
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, mb: 2 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id="punch-clock-title" variant="h6" component="h2">
            {t('punches.clock.title')}
          </Typography>
          {owner && <Typography sx={{ color: 'text.secondary' }}>{owner}</Typography>}
        </Box>
        <Chip
          label={t(`punches.clock.state.${buttons.state}`)}
          color={buttons.state === 'out' ? 'default' : buttons.state === 'in' ? 'success' : 'warning'}
          sx={{ flex: 'none' }}
        />
      </Stack>
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
            <Typography
              variant="h3"
              component="p"
              sx={{ fontVariantNumeric: 'tabular-nums' }}
              aria-live="off"
            >
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
      {shown?.Glomd && <ForgottenNotice ftgId={ftgId} punch={shown} />}
      <QueuedPunches queue={queue.queue} onDismiss={queue.dismiss} />
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
    </Paper>
  );
}
