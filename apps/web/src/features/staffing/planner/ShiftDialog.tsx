import { useEffect, useMemo } from 'react';
import { useForm, useWatch, type Control, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Planering } from '@lonportal/domain/staffing/planner';
import { PassCreateSchema, type PassCreate } from '@lonportal/domain/staffing/shifts';
import { PASS_TYPER } from '@lonportal/domain/working-time/schemas';
import { useBemuppgifter } from '../../../lib/reference-lists/get-bemuppgift';
import { AppDialog } from '../../../ui/AppDialog';
import { SaveActions } from '../../../ui/dialog-save';
import { FormDateField } from '../../../ui/FormDateField';
import { FormNumberField } from '../../../ui/FormNumberField';
import { FormSelect } from '../../../ui/FormSelect';
import { FormTextField } from '../../../ui/FormTextField';
import { FormTimeField } from '../../../ui/FormTimeField';
import { useDiscardGuard } from '../../../ui/use-discard-guard';
import type { CandidateQuery } from '../api/planner';
import type { PlanFilter } from '../api/needs';
import { CandidateList } from './CandidateList';
import { LiveWarnings, useHasWarnings } from './LiveWarnings';
import {
  checkBody,
  createBody,
  defaultRast,
  shiftDefaults,
  type ShiftStart,
  type ShiftValues,
} from './shift-form';
import { useDebounced } from './use-debounced';
import { useShiftSave } from './use-shift-save';

/** The domain's rules on the values as they are sent (an empty rast is none). */
const inner = zodResolver(PassCreateSchema) as unknown as Resolver<PassCreate>;
const resolver: Resolver<ShiftValues> = async (values, context, options) => {
  const result = await inner(createBody(values), context, options as never);
  return Object.keys(result.errors).length > 0
    ? { values: {}, errors: result.errors }
    : { values, errors: {} };
};

interface Props {
  ftgId: string;
  start: ShiftStart;
  data: Planering;
  filter: PlanFilter;
  onClose: () => void;
}

/**
 * A shift to assign or change (SPEC §5): person, day, task, times, kind, rast and comment, with
 * the warnings it would get shown live; from an open need, the candidates to choose from. The
 * reasons (to keep a shift despite its warnings; to change a published one, ATL 12 §) are asked
 * for when they are needed.
 */
export function ShiftDialog({ ftgId, start, data, filter, onClose }: Props) {
  const { t } = useTranslation();
  const form = useForm<ShiftValues>({
    resolver,
    defaultValues: shiftDefaults(start, newShiftFilter(start, data, filter)),
  });
  const save = useShiftSave(ftgId, start, form, onClose);
  const values = useWatch({ control: form.control }) as ShiftValues;
  const current = checkBody(values, start.kind === 'edit' ? start.pass.Id : null);
  const body = useDebounced(current);
  const settling = JSON.stringify(body) !== JSON.stringify(current);
  const hasWarnings = useHasWarnings(ftgId, body);
  const candidates = useDebounced(start.kind === 'need' ? candidateQuery(values) : null);
  const close = useDiscardGuard(form.formState.isDirty, onClose);
  useDefaultRast(form, start.kind !== 'edit', values.StartTid, values.SlutTid);
  const title =
    start.kind === 'edit'
      ? 'staffing.planner.editTitle'
      : start.kind === 'need'
        ? 'staffing.planner.fillTitle'
        : 'staffing.planner.newTitle';
  return (
    <AppDialog
      open
      onClose={close}
      persistent={save.pending}
      title={t(title)}
      onSubmit={(event) => void save.submit(event)}
      actions={
        <>
          {save.remove && (
            <Button color="error" onClick={() => void save.remove?.()} sx={{ mr: 'auto' }}>
              {t('staffing.planner.delete')}
            </Button>
          )}
          <SaveActions onCancel={close} pending={save.pending} submitText="staffing.planner.save" />
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {save.alert}
        <ShiftFields control={form.control} ftgId={ftgId} data={data} />
        {start.kind === 'need' && (
          <CandidateList
            ftgId={ftgId}
            query={candidates}
            chosen={values.AnstNr}
            onChoose={(anstNr) =>
              form.setValue('AnstNr', anstNr, { shouldDirty: true, shouldValidate: true })
            }
          />
        )}
        <LiveWarnings ftgId={ftgId} body={body} settling={settling} />
        {(hasWarnings || save.askOverride) && (
          <FormTextField
            control={form.control}
            name="Overstyrning"
            label={t('staffing.planner.override')}
            helperText={t('staffing.planner.overrideHelp')}
            multiline
          />
        )}
        {save.askOrsak && (
          <FormTextField
            control={form.control}
            name="Orsak"
            label={t('staffing.planner.reason')}
            helperText={t('staffing.planner.reasonHelp')}
            required
            multiline
          />
        )}
      </Stack>
    </AppDialog>
  );
}

/** ATL 15 §: a new shift's rast follows its times (30 min past 5 h) until the planner sets it. */
function useDefaultRast(form: UseFormReturn<ShiftValues>, isNew: boolean, start: string, end: string) {
  useEffect(() => {
    if (!isNew || form.getFieldState('RastMinuter').isDirty || !start || !end) return;
    form.setValue('RastMinuter', defaultRast(start, end));
  }, [form, isNew, start, end]);
}

/** A new shift's task is the planner's filter; its department the filter's, or the person's own. */
function newShiftFilter(start: ShiftStart, data: Planering, filter: PlanFilter) {
  const person = start.kind === 'day' ? data.Personal.find((p) => p.AnstNr === start.AnstNr) : undefined;
  return { Bemuppgift: filter.Bemuppgift, Avdelning: filter.Avdelning || (person?.Avdelning ?? '') };
}

/** /kandidater's question from the values, once day, times and task are there. */
function candidateQuery(v: ShiftValues): CandidateQuery | null {
  const body = checkBody({ ...v, AnstNr: v.AnstNr || '-' }, null);
  if (!body) return null;
  const { Datum, StartTid, SlutTid, Typ, Bemuppgift, Avdelning, BehovId } = body;
  return { Datum, StartTid, SlutTid, Typ, Bemuppgift, Avdelning, BehovId };
}

/** The shift's own fields. */
function ShiftFields({
  control,
  ftgId,
  data,
}: {
  control: Control<ShiftValues>;
  ftgId: string;
  data: Planering;
}) {
  const { t } = useTranslation();
  const tasks = useBemuppgifter(ftgId).data;
  const people = useMemo(
    () => data.Personal.map((p) => ({ value: p.AnstNr, label: p.Namn })),
    [data.Personal],
  );
  const taskOptions = useMemo(
    () => (tasks ?? []).map((b) => ({ value: b.Bemuppgift, label: b.BenText || b.Bemuppgift })),
    [tasks],
  );
  const kinds = PASS_TYPER.map((k) => ({ value: k, label: t(`staffing.planner.kind.${k}`) }));
  return (
    <>
      <FormSelect
        control={control}
        name="AnstNr"
        label={t('staffing.planner.person')}
        options={people}
        required
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormDateField control={control} name="Datum" label={t('staffing.planner.date')} required fullWidth />
        <FormSelect
          control={control}
          name="Bemuppgift"
          label={t('staffing.planner.task')}
          options={taskOptions}
          required
        />
      </Stack>
      <Stack direction="row" spacing={2}>
        <FormTimeField
          control={control}
          name="StartTid"
          label={t('staffing.planner.start')}
          required
          fullWidth
        />
        <FormTimeField
          control={control}
          name="SlutTid"
          label={t('staffing.planner.end')}
          required
          fullWidth
        />
      </Stack>
      <Stack direction="row" spacing={2}>
        <FormSelect
          control={control}
          name="Typ"
          label={t('staffing.planner.kindLabel')}
          options={kinds}
          searchable={false}
        />
        <FormNumberField
          control={control}
          name="RastMinuter"
          label={t('staffing.planner.rast')}
          decimals={0}
          fullWidth
        />
      </Stack>
      <FormTextField control={control} name="Kommentar" label={t('staffing.planner.comment')} multiline />
    </>
  );
}
