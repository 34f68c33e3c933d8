import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AbsenceReportInputSchema,
  type AbsenceKind,
  type AbsenceReport,
  type AbsenceReportInput,
} from '@lonportal/domain/absence/absence-reports';
import { todayIso } from '../../lib/date-filter';
import { useDialogSave } from '../../ui/dialog-save';
import { useDiscardGuard } from '../../ui/use-discard-guard';
import { useAbsenceWrites } from './api';

const FIELDS = ['From', 'Omfattning', 'BarnId', 'TidKod', 'Kommentar'] as const;

/**
 * The absence report dialog's form and its save: a new report of `kind` from today, or a change
 * of `report`. Closing with changes asks first.
 */
export function useAbsenceReportForm(
  ftgId: string,
  anstNr: string,
  kind: AbsenceKind,
  report: AbsenceReport | null,
  onClose: () => void,
) {
  const { save } = useAbsenceWrites(ftgId);
  const resolver = useMemo(
    () => zodResolver(AbsenceReportInputSchema) as unknown as Resolver<AbsenceReportInput>,
    [],
  );
  const form = useForm<AbsenceReportInput>({
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

  const saving = useDialogSave(form.setError, FIELDS, onClose);
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: report?.Id ?? null, version: report?.Version ?? 0, values },
      saving.handlers(report ? 'absence.saved' : `absence.reported.${kind}`),
    ),
  );
  const close = useDiscardGuard(form.formState.isDirty, onClose);
  return {
    control: form.control,
    setValue: form.setValue,
    submit,
    close,
    alert: saving.alert,
    saving: save.isPending,
  };
}
