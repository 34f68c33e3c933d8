import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { autoStartUrl, cancellable, type BankIdState } from '../bankid-machine';

/** The QR code is drawn 240 px wide by the server; shown a little smaller, never blurred up. */
const QR_SIZE = 200;

/**
 * SPEC §2.3 "While waiting: a QR code": the QR of the last answer for a mobile login until the
 * app has read it (a new one every poll, DOMAIN §10 animated QR), otherwise a spinner.
 */
export function BankIdProgressVisual({ state }: { state: BankIdState }) {
  const { t } = useTranslation();
  const mobile = (state.phase === 'waiting' || state.phase === 'starting') && state.type === 1;
  const qr = state.phase === 'waiting' && mobile && state.pendingStart ? state.qr : '';
  return (
    // Room for the QR code from the start of a mobile login, so nothing jumps when it comes.
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: mobile ? QR_SIZE : 96 }}>
      {qr ? (
        <Box
          component="img"
          src={qr}
          alt={t('bankid.qrAlt')}
          width={QR_SIZE}
          height={QR_SIZE}
          sx={{ display: 'block', bgcolor: '#fff', borderRadius: 1 }}
        />
      ) : (
        <CircularProgress size={56} aria-label={t('bankid.inProgress')} />
      )}
    </Box>
  );
}

/**
 * Below the status text: on this device, a link that starts the BankID app again if it did not
 * open by itself; and Cancel while the order can still be cancelled.
 */
export function BankIdProgressActions({ state, onCancel }: { state: BankIdState; onCancel: () => void }) {
  const { t } = useTranslation();
  const reopen = state.phase === 'waiting' && state.type !== 1 && state.pendingStart;
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      {reopen && (
        <Button component="a" href={autoStartUrl(state.autoStartToken)} variant="contained" fullWidth>
          {t('bankid.openApp')}
        </Button>
      )}
      {cancellable(state) && (
        // Focus moves here when the start button goes away (SPEC §2.3 Cancel).
        <Button onClick={onCancel} variant="outlined" fullWidth autoFocus>
          {t('bankid.cancel')}
        </Button>
      )}
    </Stack>
  );
}
