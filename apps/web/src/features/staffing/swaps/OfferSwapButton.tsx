import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { ERRORS } from '@lonportal/domain/errors/codes';
import { PASS_TEXT_MAX } from '@lonportal/domain/staffing/shifts';
import { errorMessageKey, isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { AppDialog } from '../../../ui/AppDialog';
import { useSnackbar } from '../../../ui/snackbar';
import { useOwnSwaps, useSwapWrites } from '../api/swaps';
import { waitingOfferOf } from './swap-texts';
import { useShiftLabel, type SwapShift } from './use-shift-label';
import { useSwapAccess } from './use-swaps-allowed';

/** The offer's dialog: the shift, why (seen by colleagues and the manager), the server's refusal. */
function OfferDialog({ shift, onClose }: { shift: SwapShift; onClose: () => void }) {
  const { t } = useTranslation();
  const { me } = useSession();
  const { showSnackbar } = useSnackbar();
  const { offer } = useSwapWrites(me.FtgInfo.FtgId);
  const label = useShiftLabel();
  const [comment, setComment] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = () => {
    setFailure(null);
    offer.mutate(
      { PassId: shift.Id, Kommentar: comment.trim() },
      {
        onSuccess: () => {
          showSnackbar({ text: t('staffing.swaps.offer.done'), color: 'success', timeout: 4000 });
          onClose();
        },
        // The shift is the only field: its refusals (not one's own, too late) are the dialog's.
        onError: (err) =>
          setFailure(
            isApiError(err, ERRORS.StatusChangeNotAllowed.code)
              ? 'staffing.swaps.offer.already'
              : errorMessageKey(err),
          ),
      },
    );
  };
  return (
    <AppDialog
      open
      onClose={onClose}
      persistent={offer.isPending}
      title={t('staffing.swaps.offer.title')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      actions={
        <>
          <Button onClick={onClose}>{t('staffing.swaps.action.cancel')}</Button>
          <Button type="submit" variant="contained" loading={offer.isPending}>
            {t('staffing.swaps.offer.submit')}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        <DialogContentText>{t('staffing.swaps.offer.text', { shift: label(shift) })}</DialogContentText>
        {failure && <Alert severity="error">{t(failure)}</Alert>}
        <TextField
          label={t('staffing.swaps.offer.comment')}
          helperText={t('staffing.swaps.offer.commentHelp')}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: PASS_TEXT_MAX } }}
        />
      </Stack>
    </AppDialog>
  );
}

/**
 * "Offer for swap" for one of the employee's own published shifts (SPEC §4 "Shift swap"), or a
 * note that it is offered already; nothing where the company does not swap (PassbyteTyp X, SPEC §6).
 */
export function OfferSwapButton({ shift }: { shift: SwapShift }) {
  const { t } = useTranslation();
  const { me } = useSession();
  const access = useSwapAccess();
  const own = useOwnSwaps(me.FtgInfo.FtgId, access !== null);
  const [open, setOpen] = useState(false);
  const label = useShiftLabel();
  if (!access) return null;
  if (own.data && waitingOfferOf(own.data, shift.Id))
    return <Chip size="small" variant="outlined" color="primary" label={t('staffing.swaps.offer.offered')} />;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<SwapHoriz />}
        onClick={() => setOpen(true)}
        aria-label={t('staffing.swaps.offer.buttonFor', { shift: label(shift) })}
      >
        {t('staffing.swaps.offer.button')}
      </Button>
      {open && <OfferDialog shift={shift} onClose={() => setOpen(false)} />}
    </>
  );
}
