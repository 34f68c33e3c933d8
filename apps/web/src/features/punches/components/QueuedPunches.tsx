import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { stockholmWallTime } from '@lonportal/domain/dates';
import type { QueuedPunch, PunchQueue } from '../punch-queue';
import { punchTimeText } from '../punch-view';

/** What a waiting press says: "Instämpling 08:02" (with the date when it is not today). */
function usePressText() {
  const { t } = useTranslation();
  const today = stockholmWallTime(new Date()).Datum;
  return (p: Pick<QueuedPunch, 'Action' | 'Tid'>) =>
    t('punches.queue.press', {
      action: t(`punches.queue.action.${p.Action}`),
      time: punchTimeText(p.Tid, today),
    });
}

/**
 * The presses made offline that wait to be sent, each a row saying so, and those the server
 * refused, each with its reason until the user closes it (ADR 0018).
 */
export function QueuedPunches({
  queue,
  onDismiss,
}: {
  queue: PunchQueue;
  onDismiss: (nyckel: string) => void;
}) {
  const { t } = useTranslation();
  const text = usePressText();
  if (queue.pending.length === 0 && queue.rejected.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {queue.pending.length > 0 && (
        <Box
          component="ul"
          aria-label={t('punches.queue.label')}
          sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          {queue.pending.map((p, i) => (
            <Box
              component="li"
              key={p.Nyckel}
              data-testid="queued-punch"
              sx={{
                display: 'flex',
                gap: 1.5,
                alignItems: 'center',
                px: 1.5,
                py: 1,
                borderTop: i === 0 ? 0 : 1,
                borderColor: 'divider',
              }}
            >
              <CloudUploadOutlined sx={{ color: 'text.secondary' }} aria-hidden />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500 }}>{text(p)}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('punches.queue.pending')}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {queue.rejected.map((r) => (
        <Alert
          key={r.Nyckel}
          severity="error"
          onClose={() => onDismiss(r.Nyckel)}
          closeText={t('punches.queue.dismiss')}
          slotProps={{ closeButton: { sx: { minWidth: 44, minHeight: 44 } } }}
        >
          <AlertTitle>{t('punches.queue.refused', { press: text(r) })}</AlertTitle>
          {t(r.Fel)}
        </Alert>
      ))}
    </Stack>
  );
}
