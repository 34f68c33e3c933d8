import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Checkbox from '@mui/material/Checkbox';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { CURRENCIES } from '@lonportal/domain/compensations/compensations';
import type { ScanResponse } from '@lonportal/domain/compensations/receipt-text';
import { DEFAULT_CURRENCY } from '@lonportal/domain/constants';
import { errorMessageKey } from '../../../lib/api-client';
import { AppDialog } from '../../../ui/AppDialog';
import { FormDateField } from '../../../ui/FormDateField';
import { FormNumberField } from '../../../ui/FormNumberField';
import { FormSelect } from '../../../ui/FormSelect';
import { FormTextField } from '../../../ui/FormTextField';
import { scanReceipt } from '../api';
import type { ReceiptFile } from '../../../lib/receipt-file';
import { ReceiptPreview } from './ReceiptPreview';

/** What the employee confirmed of the reading, to fill the row with. */
export interface ScanResult {
  scan: ScanResponse;
  /** The merchant and kind of purchase, as the row's text. */
  text: string;
}

interface ScanFields {
  TransactionDate: string;
  Total: number | null;
  Tax: number | null;
  Currency: string | null;
  Text: string;
}

interface Props {
  file: ReceiptFile;
  autoScan: boolean;
  onAutoScanChange: (next: boolean) => void;
  onConfirm: (result: ScanResult) => void;
  onClose: () => void;
}

/** "ICA Maxi · Livsmedel": what the receipt names, for the row's text. */
const merchantText = (scan: ScanResponse): string =>
  [scan.MerchantName, scan.ReceiptTypeCronaStdText].filter(Boolean).join(' · ');

/**
 * The receipt scan dialog (SPEC §2.5, §4 Receipt scan): the receipt's preview, the reading in
 * progress, then the fields it read, prefilled and editable; Confirm fills the row with them. The
 * auto-scan checkbox says whether a receipt is read as soon as it is chosen (remembered locally).
 */
export function ScanDialog({ file, autoScan, onAutoScanChange, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const [state, setState] = useState<
    { kind: 'scanning' } | { kind: 'read'; scan: ScanResponse } | { kind: 'failed'; messageKey: string }
  >({ kind: 'scanning' });
  const form = useForm<ScanFields>({
    defaultValues: { TransactionDate: '', Total: null, Tax: null, Currency: DEFAULT_CURRENCY, Text: '' },
  });
  const { control, reset, handleSubmit } = form;

  useEffect(() => {
    const abort = new AbortController();
    scanReceipt(file, abort.signal).then(
      (scan) => {
        reset({
          TransactionDate: scan.TransactionDate ?? '',
          Total: scan.Total,
          Tax: scan.Tax,
          Currency: scan.Currency || DEFAULT_CURRENCY,
          Text: merchantText(scan),
        });
        setState({ kind: 'read', scan });
      },
      (err: unknown) => {
        if (!abort.signal.aborted) setState({ kind: 'failed', messageKey: errorMessageKey(err) });
      },
    );
    return () => abort.abort();
  }, [file, reset]);

  const confirm = handleSubmit((v) => {
    if (state.kind !== 'read') return;
    onConfirm({
      scan: {
        ...state.scan,
        TransactionDate: v.TransactionDate || null,
        Total: v.Total,
        Tax: v.Tax,
        Currency: v.Currency ?? DEFAULT_CURRENCY,
      },
      text: v.Text.trim(),
    });
  });

  const nothingRead =
    state.kind === 'read' &&
    state.scan.TransactionDate === null &&
    state.scan.Total === null &&
    state.scan.Tax === null;

  return (
    <AppDialog
      open
      onClose={onClose}
      title={t('compensations.scan.title')}
      // The row dialog around it is a form too: its submit must not reach that one (React bubbles through portals).
      onSubmit={(event) => {
        event.stopPropagation();
        void confirm(event);
      }}
      actions={
        <>
          <Button onClick={onClose}>{t('compensations.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={state.kind !== 'read'}>
            {t('compensations.scan.confirm')}
          </Button>
        </>
      }
    >
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
        <ReceiptPreview source={{ kind: 'file', file }} maxHeight={220} />
      </Box>
      {state.kind === 'scanning' && (
        <Box role="status" aria-live="polite" sx={{ mb: 2 }}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('compensations.scan.scanning')}
          </Typography>
          <LinearProgress aria-label={t('compensations.scan.scanning')} />
        </Box>
      )}
      {state.kind === 'failed' && (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {t('compensations.scan.failed')} {t(state.messageKey)}
        </Alert>
      )}
      {state.kind === 'read' && (
        <>
          <Alert severity={nothingRead ? 'warning' : 'info'} sx={{ mb: 2 }}>
            {t(nothingRead ? 'compensations.scan.nothingRead' : 'compensations.scan.check')}
          </Alert>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormDateField
                control={control}
                name="TransactionDate"
                label={t('compensations.field.datum')}
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormSelect
                control={control}
                name="Currency"
                label={t('compensations.field.valutaKod')}
                options={CURRENCIES.map((c) => ({ value: c, label: c }))}
              />
            </Grid>
            <Grid size={{ xs: 6 }}>
              <FormNumberField
                control={control}
                name="Total"
                label={t('compensations.field.belopp')}
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 6 }}>
              <FormNumberField control={control} name="Tax" label={t('compensations.field.moms')} fullWidth />
            </Grid>
            <Grid size={12}>
              <FormTextField control={control} name="Text" label={t('compensations.field.text')} fullWidth />
            </Grid>
          </Grid>
        </>
      )}
      <FormControlLabel
        sx={{ mt: 1 }}
        control={<Checkbox checked={autoScan} onChange={(e) => onAutoScanChange(e.target.checked)} />}
        label={t('compensations.scan.autoScan')}
      />
    </AppDialog>
  );
}
