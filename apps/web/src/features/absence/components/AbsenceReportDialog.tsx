import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import type { AbsenceKind, AbsenceReport } from '@lonportal/domain/absence/absence-reports';
import { AppDialog } from '../../../ui/AppDialog';
import { FormDateField } from '../../../ui/FormDateField';
import { FormSelect, type SelectOption } from '../../../ui/FormSelect';
import { FormTextField } from '../../../ui/FormTextField';
import type { TimeContext } from '../../time';
import { degreeOptions } from '../absence-texts';
import { SaveActions } from '../../../ui/dialog-save';
import { useAbsenceReportForm } from '../use-absence-report-form';
import { AbsenceChildField } from './AbsenceChildField';

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
  const form = useAbsenceReportForm(ctx.ftgId, anstNr, kind, report, onClose);
  const { control } = form;
  // Other absence: the employee's absence codes besides sickness and VAB (those have their own report).
  const codeOptions: SelectOption[] = ctx.employeeCodes
    .filter((c) => ctx.kindOf(c.TidKod) === 'absence' && !['SJUK', 'VAB'].includes(c.Typ))
    .map((c) => ({ value: c.TidKod, label: `${c.TidKod} ${c.BenText}` }));

  return (
    <AppDialog
      open
      onClose={form.close}
      persistent={form.saving}
      title={t(report ? `absence.editTitle.${kind}` : `absence.newTitle.${kind}`)}
      onSubmit={(event) => void form.submit(event)}
      actions={
        <SaveActions
          onCancel={form.close}
          pending={form.saving}
          submitText={report ? 'absence.action.save' : 'absence.action.report'}
        />
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {form.alert}
        <FormDateField control={control} name="From" label={t('absence.field.from')} required autoFocus />
        {kind === 'VAB' && (
          <AbsenceChildField ftgId={ctx.ftgId} anstNr={anstNr} control={control} setValue={form.setValue} />
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
    </AppDialog>
  );
}
