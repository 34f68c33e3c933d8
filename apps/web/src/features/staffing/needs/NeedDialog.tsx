import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { Behov } from '@lonportal/domain/staffing/needs';
import { AppDialog } from '../../../ui/AppDialog';
import { FormDateField } from '../../../ui/FormDateField';
import { FormNumberField } from '../../../ui/FormNumberField';
import { FormSelect } from '../../../ui/FormSelect';
import { FormTimeField } from '../../../ui/FormTimeField';
import { SaveActions } from '../../../ui/dialog-save';
import { useDiscardGuard } from '../../../ui/use-discard-guard';
import { RepetitionFields } from './RepetitionFields';
import { useNeedForm } from './use-need-form';
import type { StaffingLists } from './use-staffing-lists';

/**
 * A need (SPEC §3 staffing need): its task (which fills in the department, competences and
 * properties it is staffed with), day, times, how many people, and for a new one its repetition. A
 * saved need is changed one day at a time.
 */
export function NeedDialog({
  ftgId,
  read,
  day,
  lists,
  onClose,
}: {
  ftgId: string;
  /** The day's need as it was read; null for a new one. */
  read: Behov | null;
  /** A new need's first day. */
  day: string;
  lists: StaffingLists;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { form, submit, isNew, failure, pending } = useNeedForm(ftgId, read, day, lists, onClose);
  const { control, formState } = form;
  const close = useDiscardGuard(formState.isDirty, onClose);
  const none = { value: '', label: t('staffing.needs.field.anyDepartment') };
  // A saved need keeps its task when the task has since been closed (the list offers open ones only).
  const closedTask =
    read && !lists.names.task.has(read.Bemuppgift)
      ? [{ value: read.Bemuppgift, label: read.Bemuppgift }]
      : [];
  return (
    <AppDialog
      open
      onClose={close}
      persistent={pending}
      title={t(isNew ? 'staffing.needs.newTitle' : 'staffing.needs.editTitle')}
      onSubmit={(event) => void submit(event)}
      actions={
        <SaveActions
          onCancel={close}
          pending={pending}
          submitText={isNew ? 'staffing.needs.action.create' : 'staffing.needs.action.save'}
        />
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {failure && <Alert severity="error">{t(failure)}</Alert>}
        {!isNew && <Alert severity="info">{t('staffing.needs.editOneDay')}</Alert>}
        <FormSelect
          control={control}
          name="Bemuppgift"
          label={t('staffing.needs.field.task')}
          options={[...closedTask, ...lists.options.task]}
          required
          autoFocus
        />
        <FormDateField control={control} name="Datum" label={t('staffing.needs.field.date')} required />
        <Stack direction="row" spacing={2}>
          <FormTimeField
            control={control}
            name="StartTid"
            label={t('staffing.needs.field.start')}
            required
            fullWidth
          />
          <FormTimeField
            control={control}
            name="SlutTid"
            label={t('staffing.needs.field.end')}
            required
            fullWidth
          />
        </Stack>
        {isNew && (
          <Alert severity="info" variant="outlined">
            {t('staffing.needs.field.nightHelp')}
          </Alert>
        )}
        <FormNumberField
          control={control}
          name="Antal"
          label={t('staffing.needs.field.count')}
          decimals={0}
          required
        />
        <FormSelect
          control={control}
          name="Avdelning"
          label={t('staffing.needs.field.department')}
          options={[none, ...lists.options.department]}
        />
        <FormSelect
          control={control}
          name="Kompetenser"
          label={t('staffing.needs.field.competences')}
          options={lists.options.competence}
          multiple
        />
        {lists.hasProperties && (
          <FormSelect
            control={control}
            name="Egenskaper"
            label={t('staffing.needs.field.properties')}
            options={lists.options.property}
            multiple
          />
        )}
        {isNew && <RepetitionFields control={control} />}
      </Stack>
    </AppDialog>
  );
}
