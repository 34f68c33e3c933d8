import { useState } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { Compensation } from '@lonportal/domain/compensations/compensations';
import { AppDialog } from '../../../ui/AppDialog';
import { useDiscardGuard } from '../../../ui/use-discard-guard';
import { scannedValues, type CompensationFormValues } from '../compensation-form';
import type { CompensationContext } from '../use-compensation-context';
import type { ScanResult } from '../use-receipt-scan';
import { useCompensationForm, type CompensationConflict } from '../use-compensation-form';
import { CompensationFields } from './CompensationFields';
import { ReceiptField } from './ReceiptField';

export interface CompensationDialogProps {
  ctx: CompensationContext;
  /** The row to edit, or null for a new one (a copy too). */
  row: Compensation | null;
  initial: CompensationFormValues;
  /** The account field shows (showKonterat). */
  konterat: boolean;
  onClose: () => void;
}

/**
 * Adds, edits or shows a compensation row (SPEC §5 Compensation reporting). The form checks the
 * wire rules and the company's mandatory fields and receipt; the server's field errors land on the
 * fields. A row the user may no longer change says why (SPEC §4). When someone else saved the row
 * in the meantime (409), everything typed stays and the row can be read again.
 */
export function CompensationDialog({ ctx, row, initial, konterat, onClose }: CompensationDialogProps) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const readOnly = (row !== null && !row.KanAndras) || !ctx.mayReport;
  const entry = useCompensationForm(ctx, row, initial, readOnly, onClose);
  const { control, setValue, formState } = entry.form;
  const { conflict, failure, saving } = entry;

  const close = useDiscardGuard(formState.isDirty && !readOnly, onClose);
  const title = readOnly
    ? t('compensations.entry.viewTitle')
    : row
      ? t('compensations.entry.editTitle')
      : t('compensations.entry.newTitle');

  return (
    <AppDialog
      open
      onClose={close}
      title={title}
      persistent={saving || uploading}
      onSubmit={(event) => void entry.submit(event)}
      actions={
        <>
          <Button onClick={close}>
            {t(readOnly ? 'compensations.action.close' : 'compensations.action.cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" variant="contained" loading={saving} disabled={uploading}>
              {t('compensations.action.save')}
            </Button>
          )}
        </>
      }
    >
      {readOnly && row && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(row.LastOrsak || 'timeReport.locked.readOnly')}
        </Alert>
      )}
      {conflict && <ConflictAlert conflict={conflict} onReload={() => void entry.reload()} />}
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {t(failure)}
        </Alert>
      )}
      <ReceiptField
        control={control}
        ftgId={ctx.ftgId}
        anstNr={initial.AnstNr}
        canScan={ctx.canScan}
        disabled={readOnly}
        onBusyChange={setUploading}
        onScanned={(result) => fillFromScan(setValue, result)}
      />
      <Divider sx={{ my: 2 }} />
      <CompensationFields
        control={control}
        setValue={setValue}
        ctx={ctx}
        disabled={readOnly}
        autoCalc={entry.calc}
        konterat={konterat}
      />
      {!readOnly && (
        <FormControlLabel
          control={
            <Checkbox checked={entry.autoCalc} onChange={(e) => entry.setAutoCalc(e.target.checked)} />
          }
          label={t('compensations.entry.autoCalc')}
        />
      )}
    </AppDialog>
  );
}

/** Someone else saved the row meanwhile (409), it was read again, or it is gone. */
function ConflictAlert({ conflict, onReload }: { conflict: CompensationConflict; onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity={conflict === 'reloaded' ? 'info' : 'warning'}
      role="alert"
      sx={{ mb: 2 }}
      action={
        conflict === 'conflict' ? (
          <Button color="inherit" size="small" onClick={onReload}>
            {t('compensations.conflict.reload')}
          </Button>
        ) : undefined
      }
    >
      {t(`compensations.conflict.${conflict}`)}
    </Alert>
  );
}

/** The confirmed reading of the receipt, on the row's fields. */
function fillFromScan(setValue: UseFormSetValue<CompensationFormValues>, { scan, text }: ScanResult) {
  for (const [name, value] of Object.entries(scannedValues(scan, text)))
    setValue(name as keyof CompensationFormValues, value as never, {
      shouldDirty: true,
      shouldValidate: true,
    });
}
