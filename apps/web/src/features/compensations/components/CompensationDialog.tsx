import { useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { Compensation, CompensationValues } from '@lonportal/domain/compensations/compensations';
import { SHOW_AUTO_CALC_DEFAULT } from '@lonportal/domain/constants';
import { ERRORS } from '@lonportal/domain/errors/codes';
import { errorMessageKey, isApiError } from '../../../lib/api-client';
import { useLocalFlag } from '../../../lib/local-flag';
import { AppDialog } from '../../../ui/AppDialog';
import { applyServerFieldErrors } from '../../../ui/server-field-errors';
import { useSnackbar } from '../../../ui/snackbar';
import { useDiscardGuard } from '../../../ui/use-discard-guard';
import { compensationsKey, compensationsQueryOptions, useSaveCompensation } from '../api';
import {
  COMPENSATION_FIELDS,
  compensationFormSchema,
  computesAmount,
  scannedValues,
  wireValues,
  type CompensationFormValues,
} from '../compensation-form';
import type { CompensationContext } from '../use-compensation-context';
import { CompensationFields } from './CompensationFields';
import { ReceiptField } from './ReceiptField';

/** SPEC §9 showAutoCalc: on until the user turns it off, in this browser. */
const AUTO_CALC_KEY = 'lonportal.compensations.autoCalc';

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
  const queryClient = useQueryClient();
  const { showSnackbar } = useSnackbar();
  const save = useSaveCompensation(ctx.ftgId);
  const [autoCalc, setAutoCalc] = useLocalFlag(AUTO_CALC_KEY, SHOW_AUTO_CALC_DEFAULT);
  const [target, setTarget] = useState({ id: row?.Id ?? null, version: row?.Version ?? 0 });
  const [conflict, setConflict] = useState<'conflict' | 'reloaded' | 'gone' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const readOnly = (row !== null && !row.KanAndras) || !ctx.mayReport;

  const calcRef = useRef(false);
  const resolver = useMemo<Resolver<CompensationFormValues, unknown, CompensationValues>>(() => {
    const zod = zodResolver(compensationFormSchema(ctx.compensationRules)) as unknown as Resolver<
      CompensationFormValues,
      unknown,
      CompensationValues
    >;
    return (values, context, options) =>
      zod(wireValues(values, calcRef.current) as CompensationFormValues, context, options);
  }, [ctx.compensationRules]);
  const form = useForm<CompensationFormValues, unknown, CompensationValues>({
    resolver,
    defaultValues: initial,
  });
  const { control, handleSubmit, setError, setValue, formState, getValues } = form;
  // Quantity × unit price fills the amount (showAutoCalc) on a new row, on a stored one whose
  // amount is that product, and once the quantity or price is typed: never over an amount typed
  // apart from them, nor on a row that may not change.
  const [antal, apris] = useWatch({ control, name: ['Antal', 'Apris'] });
  const calc = autoCalc && !readOnly && computesAmount(initial, { Antal: antal, Apris: apris });
  calcRef.current = calc;

  const submit = handleSubmit(() => {
    setFailure(null);
    save.mutate(
      { id: target.id, version: target.version, values: wireValues(getValues(), calc) },
      {
        onSuccess: () => {
          showSnackbar({
            text: t(target.id ? 'compensations.entry.updated' : 'compensations.entry.created'),
            color: 'success',
            timeout: 4000,
          });
          onClose();
        },
        onError: (err) => {
          if (isApiError(err, ERRORS.VersionConflict.code)) return setConflict('conflict');
          if (applyServerFieldErrors(err, COMPENSATION_FIELDS, setError)) return;
          setFailure(errorMessageKey(err));
        },
      },
    );
  });

  /** Reads the row as it is saved now; the form keeps what the user typed. */
  const reload = async () => {
    if (!row) return;
    const report = await queryClient.fetchQuery({
      ...compensationsQueryOptions(ctx.ftgId, row.AnstNr, { From: row.Datum, To: row.Datum }),
      staleTime: 0,
    });
    void queryClient.invalidateQueries({ queryKey: compensationsKey(ctx.ftgId) });
    const saved = report.Rader.find((r) => r.Id === row.Id);
    if (!saved) {
      setTarget({ id: null, version: 0 });
      return setConflict('gone');
    }
    setTarget({ id: saved.Id, version: saved.Version });
    setConflict(saved.KanAndras ? 'reloaded' : null);
    if (!saved.KanAndras) setFailure(saved.LastOrsak || 'errors.compensationNotEditable');
  };

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
      persistent={save.isPending || uploading}
      onSubmit={(event) => void submit(event)}
      actions={
        <>
          <Button onClick={close}>
            {t(readOnly ? 'compensations.action.close' : 'compensations.action.cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" variant="contained" loading={save.isPending} disabled={uploading}>
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
      {conflict && (
        <Alert
          severity={conflict === 'reloaded' ? 'info' : 'warning'}
          role="alert"
          sx={{ mb: 2 }}
          action={
            conflict === 'conflict' ? (
              <Button color="inherit" size="small" onClick={() => void reload()}>
                {t('compensations.conflict.reload')}
              </Button>
            ) : undefined
          }
        >
          {t(`compensations.conflict.${conflict}`)}
        </Alert>
      )}
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
        onScanned={({ scan, text }) => {
          for (const [name, value] of Object.entries(scannedValues(scan, text)))
            setValue(name as keyof CompensationFormValues, value as never, {
              shouldDirty: true,
              shouldValidate: true,
            });
        }}
      />
      <Divider sx={{ my: 2 }} />
      <CompensationFields
        control={control}
        setValue={setValue}
        ctx={ctx}
        disabled={readOnly}
        autoCalc={calc}
        konterat={konterat}
      />
      {!readOnly && (
        <FormControlLabel
          control={<Checkbox checked={autoCalc} onChange={(e) => setAutoCalc(e.target.checked)} />}
          label={t('compensations.entry.autoCalc')}
        />
      )}
    </AppDialog>
  );
}
