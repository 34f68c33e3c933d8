import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePunchClock } from '../use-punch-clock';
import { ClockButtons } from './ClockButtons';
import { ClockFace } from './ClockFace';
import { ForgottenNotice } from './ForgottenNotice';
import { QueuedPunches } from './QueuedPunches';

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
  const clock = usePunchClock(ftgId);
  const { state } = clock.buttons;

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
          label={t(`punches.clock.state.${state}`)}
          color={state === 'out' ? 'default' : state === 'in' ? 'success' : 'warning'}
          sx={{ flex: 'none' }}
        />
      </Stack>
      <ClockFace serverNow={clock.serverNow} now={clock.now} view={clock.view} shown={clock.shown} />
      {clock.shown?.Glomd && <ForgottenNotice ftgId={ftgId} punch={clock.shown} />}
      <QueuedPunches queue={clock.queue} onDismiss={clock.dismiss} />
      <ClockButtons allowed={clock.buttons} busy={clock.busy} onPress={clock.press} />
    </Paper>
  );
}
