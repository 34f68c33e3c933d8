import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Passbyte } from '@lonportal/domain/staffing/swaps';
import { useSession } from '../../../lib/session';
import { todayIso } from '../../../lib/today';
import { AppDialog } from '../../../ui/AppDialog';
import { useSnackbar } from '../../../ui/snackbar';
import { useSwapWrites } from '../api/swaps';
import { swapBackOptions, swapFailureKey } from './swap-texts';
import { useShiftLabel, type SwapShift } from './use-shift-label';
import type { SwapMode } from './use-swaps-allowed';

/** Take a colleague's shift as it is, or swap it for one of one's own. */
export type TakeKind = 'take' | 'swap';

/**
 * The interest's call. Under PassbyteTyp D the answer may be the swap made at once (no warning for
 * either person, DOMAIN §4): the employee is told the shift is theirs; otherwise a manager decides.
 */
function useTake(swap: Passbyte, mode: SwapMode, onClose: () => void) {
  const { t } = useTranslation();
  const { me } = useSession();
  const { showSnackbar } = useSnackbar();
  const { interest } = useSwapWrites(me.FtgInfo.FtgId);
  const [failure, setFailure] = useState<string | null>(null);
  const take = (motPassId: string | null) => {
    setFailure(null);
    interest.mutate(
      { id: swap.Id, body: { MotPassId: motPassId, Version: swap.Version } },
      {
        onSuccess: (after) => {
          const yours = after.Status === 'GODKANT';
          const text = t(yours ? 'staffing.swaps.take.yours' : `staffing.swaps.take.registered.${mode}`);
          showSnackbar({ text, color: 'success', timeout: 6000 });
          onClose();
        },
        onError: (err) => setFailure(swapFailureKey(err)),
      },
    );
  };
  return { take, pending: interest.isPending, failure };
}

/** The employee's own upcoming shift to give in return. */
function OwnShiftSelect({
  options,
  value,
  missing,
  onChange,
}: {
  options: readonly SwapShift[];
  value: string;
  missing: boolean;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  const label = useShiftLabel();
  if (options.length === 0) return <Alert severity="info">{t('staffing.swaps.take.noOwnShifts')}</Alert>;
  return (
    <TextField
      select
      label={t('staffing.swaps.take.ownShift')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={missing}
      helperText={missing ? t('validation.required') : t('staffing.swaps.take.ownShiftHelp')}
      required
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" disabled>
        {t('staffing.swaps.take.choose')}
      </option>
      {options.map((s) => (
        <option key={s.Id} value={s.Id}>
          {label(s)}
        </option>
      ))}
    </TextField>
  );
}

/** The employee's interest in a colleague's offer (SPEC §4 "Shift swap"): as it is, or for a shift of theirs. */
export function TakeSwapDialog({
  swap,
  kind,
  mode,
  ownShifts,
  taskName,
  onClose,
}: {
  swap: Passbyte;
  kind: TakeKind;
  mode: SwapMode;
  ownShifts: readonly SwapShift[];
  /** The offered shift's task, by name. */
  taskName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const label = useShiftLabel();
  const { take, pending, failure } = useTake(swap, mode, onClose);
  const options = useMemo(() => swapBackOptions(ownShifts, todayIso()), [ownShifts]);
  const [motPassId, setMotPassId] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (kind === 'take') take(null);
    else if (motPassId) take(motPassId);
    else setMissing(true);
  };
  return (
    <AppDialog
      open
      onClose={onClose}
      persistent={pending}
      title={t(`staffing.swaps.take.title.${kind}`)}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      actions={
        <>
          <Button onClick={onClose}>{t('staffing.swaps.action.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            loading={pending}
            disabled={kind === 'swap' && options.length === 0}
          >
            {t(`staffing.swaps.take.submit.${kind}`)}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        <DialogContentText>
          {t('staffing.swaps.take.text', {
            name: swap.Namn,
            shift: label({ ...swap.Pass, BemuppgiftNamn: taskName }),
          })}{' '}
          {t(`staffing.swaps.take.how.${mode}`)}
        </DialogContentText>
        {failure && <Alert severity="error">{t(failure)}</Alert>}
        {kind === 'swap' && (
          <OwnShiftSelect
            options={options}
            value={motPassId}
            missing={missing}
            onChange={(id) => {
              setMotPassId(id);
              setMissing(false);
            }}
          />
        )}
      </Stack>
    </AppDialog>
  );
}
