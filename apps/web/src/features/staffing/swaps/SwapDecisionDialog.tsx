import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ERRORS } from '@lonportal/domain/errors/codes';
import { PASS_TEXT_MAX } from '@lonportal/domain/staffing/shifts';
import type { Passbyte } from '@lonportal/domain/staffing/swaps';
import { isApiError } from '../../../lib/api-client';
import { AppDialog } from '../../../ui/AppDialog';
import { useSnackbar } from '../../../ui/snackbar';
import { useSwapDecision } from '../api/swaps';
import { nameOf, useStaffingLists } from '../needs/use-staffing-lists';
import { InterestWarnings, type Interest } from './InterestItem';
import { swapFailureKey } from './swap-texts';
import { useShiftLabel } from './use-shift-label';

/**
 * The decision's call and its answers (DOMAIN §4): an interest with warnings is approved only with
 * the manager's reason, asked for at once when the list shows warnings and whenever the server
 * answers StaffingConflicts (the warnings may have come since the list was read).
 */
function useDecide(ftgId: string, swap: Passbyte, interest: Interest | null, onClose: () => void) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const decide = useSwapDecision(ftgId);
  const warned = interest !== null && interest.Varningar.length + interest.VarningarGivare.length > 0;
  const [askOverride, setAskOverride] = useState(warned);
  const [overrideError, setOverrideError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (comment: string, override: string) => {
    setFailure(null);
    if (askOverride && !override.trim()) {
      setOverrideError('validation.required');
      return;
    }
    setOverrideError(null);
    const body = {
      Beslut: interest ? ('GODKANN' as const) : ('NEKA' as const),
      IntresseId: interest?.Id ?? null,
      Kommentar: comment.trim(),
      Overstyrning: askOverride ? override.trim() : '',
      Version: swap.Version,
    };
    decide.mutate(
      { id: swap.Id, body },
      {
        onSuccess: () => {
          const text = interest ? t('staffing.swaps.decision.approved', { name: interest.Namn }) : '';
          showSnackbar({
            text: text || t('staffing.swaps.decision.denied'),
            color: 'success',
            timeout: 4000,
          });
          onClose();
        },
        onError: (err) => {
          if (isApiError(err, ERRORS.StaffingConflicts.code)) {
            setAskOverride(true);
            setOverrideError('staffing.swaps.decision.overrideNeeded');
          } else setFailure(swapFailureKey(err));
        },
      },
    );
  };
  return { submit, pending: decide.isPending, askOverride, overrideError, failure };
}

/** What the decision does: who takes which shift, and the shift given back. */
function DecisionText({ swap, interest }: { swap: Passbyte; interest: Interest | null }) {
  const { t } = useTranslation();
  const label = useShiftLabel();
  const names = useStaffingLists().names;
  const shiftOf = (p: Passbyte['Pass']) => label({ ...p, BemuppgiftNamn: nameOf(names.task, p.Bemuppgift) });
  return (
    <DialogContentText>
      {interest
        ? t('staffing.swaps.decision.text.approve', {
            from: swap.Namn,
            to: interest.Namn,
            shift: shiftOf(swap.Pass),
          })
        : t('staffing.swaps.decision.text.deny', { name: swap.Namn, shift: shiftOf(swap.Pass) })}
      {interest?.MotPass &&
        ` ${t('staffing.swaps.decision.text.back', { name: swap.Namn, shift: shiftOf(interest.MotPass) })}`}
    </DialogContentText>
  );
}

/** A manager approves one interest in a swap, or denies the swap, with a comment both people see. */
export function SwapDecisionDialog({
  ftgId,
  swap,
  interest,
  onClose,
}: {
  ftgId: string;
  swap: Passbyte;
  /** The interest to approve; null denies the swap. */
  interest: Interest | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const [override, setOverride] = useState('');
  const d = useDecide(ftgId, swap, interest, onClose);
  const kind = interest ? 'approve' : 'deny';
  return (
    <AppDialog
      open
      onClose={onClose}
      persistent={d.pending}
      title={t(`staffing.swaps.decision.title.${kind}`)}
      onSubmit={(event) => {
        event.preventDefault();
        d.submit(comment, override);
      }}
      actions={
        <>
          <Button onClick={onClose}>{t('staffing.swaps.action.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            color={interest ? 'primary' : 'error'}
            loading={d.pending}
          >
            {t(`staffing.swaps.action.${kind}Submit`)}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        <DecisionText swap={swap} interest={interest} />
        {d.failure && <Alert severity="error">{t(d.failure)}</Alert>}
        {interest && <InterestWarnings swap={swap} interest={interest} />}
        {d.askOverride && (
          <TextField
            label={t('staffing.swaps.decision.override')}
            value={override}
            onChange={(e) => setOverride(e.target.value)}
            error={d.overrideError !== null}
            helperText={d.overrideError ? t(d.overrideError) : t('staffing.swaps.decision.overrideHelp')}
            required
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: PASS_TEXT_MAX } }}
          />
        )}
        <TextField
          label={t('staffing.swaps.decision.comment')}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: PASS_TEXT_MAX } }}
        />
      </Stack>
    </AppDialog>
  );
}
