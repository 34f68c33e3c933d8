import type { Control } from 'react-hook-form';
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
import { AppDialog } from '../../../ui/AppDialog';
import { FormDateField } from '../../../ui/FormDateField';
import { FormNumberField } from '../../../ui/FormNumberField';
import { FormSelect } from '../../../ui/FormSelect';
import { FormTextField } from '../../../ui/FormTextField';
import type { ReceiptFile } from '../../../lib/receipt-file';
import { useReceiptScan, type ScanFields, type ScanResult } from '../use-receipt-scan';
import { ReceiptPreview } from './ReceiptPreview';

interface Props {
  file: ReceiptFile;
  autoScan: boolean;
  onAutoScanChange: (next: boolean) => void;
  onConfirm: (result: ScanResult) => void;
  onClose: () => void;
}

/**
 * The receipt scan dialog (SPEC §2.5, §4 Receipt scan): the receipt's preview, the reading in
 * progress, then the fields it read, prefilled and editable; Confirm fills the row with them. The
 * auto-scan checkbox says whether a receipt is read as soon as it is chosen (remembered locally).
 */
export function ScanDialog({ file, autoScan, onAutoScanChange, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const { state, control, confirm, nothingRead } = useReceiptScan(file, onConfirm);

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
          <ScanFieldsGrid control={control} />
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

/** The fields the reading filled: date, currency, amount, VAT and the row's text. */
function ScanFieldsGrid({ control }: { control: Control<ScanFields> }) {
  const { t } = useTranslation();
  return (
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
        <FormNumberField control={control} name="Total" label={t('compensations.field.belopp')} fullWidth />
      </Grid>
      <Grid size={{ xs: 6 }}>
        <FormNumberField control={control} name="Tax" label={t('compensations.field.moms')} fullWidth />
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name="Text" label={t('compensations.field.text')} fullWidth />
      </Grid>
    </Grid>
  );
}
