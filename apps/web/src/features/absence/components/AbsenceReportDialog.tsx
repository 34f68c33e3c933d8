import { useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Add from '@mui/icons-material/Add';
import {
  AbsenceReportInputSchema,
  type AbsenceKind,
  type AbsenceReport,
  type AbsenceReportInput,
} from '@lonportal/domain/absence/absence-reports';
import { todayIso } from '../../../lib/date-filter';
import { AppDialog } from '../../../ui/AppDialog';
import { FormDateField } from '../../../ui/FormDateField';
import { FormSelect, type SelectOption } from '../../../ui/FormSelect';
import { FormTextField } from '../../../ui/FormTextField';
import { useDiscardGuard } from '../../../ui/use-discard-guard';
import type { TimeContext } from '../../time';
import { useAbsenceWrites, useChildren } from '../api';
import { degreeOptions } from '../absence-texts';
import { SaveActions, useDialogSave } from '../../../ui/dialog-save';
import { ChildDialog } from './ChildDialog';

type FormValues = AbsenceReportInput;
const FIELDS = ['From', 'Omfattning', 'BarnId', 'TidKod', 'Kommentar'] as const;

interface Props {
  ctx: TimeContext;
  anstNr: string;
  kind: AbsenceKind;
  /** The report to change, or null for a new one. */
  report: AbsenceReport | null;
  onClose: () => void;
}

/** Sickness, VAB or other absence from a date: a new report, or a change of one. */
export function AbsenceReportDialog({ ctx, anstNr, kind, report, onClose }: Props) {
  const { t } = useTranslation();
  const { save } = useAbsenceWrites(ctx.ftgId);
  const children = useChildren(ctx.ftgId, kind === 'VAB' ? anstNr : null);
  const [addChild, setAddChild] = useState(false);
  const resolver = useMemo(
    () => zodResolver(AbsenceReportInputSchema) as unknown as Resolver<FormValues>,
    [],
  );
  const { control, handleSubmit, setError, setValue, formState } = useForm<FormValues>({
    resolver,
    defaultValues: {
      AnstNr: anstNr,
      Typ: kind,
      From: report?.From ?? todayIso(),
      Omfattning: report?.Omfattning ?? 100,
      BarnId: report?.BarnId ?? '',
      TidKod: report?.Typ === 'OVRIG' ? report.TidKod : '',
      Kommentar: report?.Kommentar ?? '',
    },
  });
  const barnId = useWatch({ control, name: 'BarnId' });
  // Other absence: the employee's absence codes besides sickness and VAB (those have their own report).
  const codeOptions: SelectOption[] = ctx.employeeCodes
    .filter((c) => ctx.kindOf(c.TidKod) === 'absence' && !['SJUK', 'VAB'].includes(c.Typ))
    .map((c) => ({ value: c.TidKod, label: `${c.TidKod} ${c.BenText}` }));
  const childOptions: SelectOption[] = (children.data ?? []).map((c) => ({
    value: c.Id,
    label: `${c.Namn} (${c.Fodd})`,
  }));

  const saving = useDialogSave(setError, FIELDS, onClose);
  const submit = handleSubmit((values) =>
    save.mutate(
      { id: report?.Id ?? null, version: report?.Version ?? 0, values },
      saving.handlers(report ? 'absence.saved' : `absence.reported.${kind}`),
    ),
  );
  const close = useDiscardGuard(formState.isDirty, onClose);

  return (
    <AppDialog
      open
      onClose={close}
      persistent={save.isPending}
      title={t(report ? `absence.editTitle.${kind}` : `absence.newTitle.${kind}`)}
      onSubmit={(event) => void submit(event)}
      actions={
        <SaveActions
          onCancel={close}
          pending={save.isPending}
          submitText={report ? 'absence.action.save' : 'absence.action.report'}
        />
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {saving.alert}
        <FormDateField control={control} name="From" label={t('absence.field.from')} required autoFocus />
        {kind === 'VAB' && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <FormSelect
              control={control}
              name="BarnId"
              label={t('absence.field.child')}
              options={childOptions}
              required
              fullWidth
              helperText={childOptions.length === 0 ? t('absence.child.none') : undefined}
            />
            <Button startIcon={<Add />} onClick={() => setAddChild(true)} sx={{ flexShrink: 0, mt: 1 }}>
              {t('absence.child.add')}
            </Button>
          </Stack>
        )}
        {kind === 'OVRIG' && (
          <FormSelect
            control={control}
            name="TidKod"
            label={t('absence.field.code')}
            options={codeOptions}
            required
          />
        )}
        <FormSelect
          control={control}
          name="Omfattning"
          label={t('absence.field.degree')}
          options={degreeOptions(t)}
          helperText={t('absence.field.degreeHelp')}
        />
        <FormTextField
          control={control}
          name="Kommentar"
          label={t('absence.field.comment')}
          multiline
          minRows={2}
        />
      </Stack>
      {addChild && (
        <ChildDialog
          ftgId={ctx.ftgId}
          anstNr={anstNr}
          child={null}
          onClose={(created) => {
            setAddChild(false);
            if (created && !barnId) setValue('BarnId', created.Id, { shouldDirty: true });
          }}
        />
      )}
    </AppDialog>
  );
}
