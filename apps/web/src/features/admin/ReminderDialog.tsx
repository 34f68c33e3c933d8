import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  REMINDER_CHANNELS,
  REMINDER_KINDS,
  ReminderFormSchema,
  type Reminder,
  type ReminderInput,
} from '@lonportal/domain/admin/reminders';
import { ERRORS } from '@lonportal/domain/errors/codes';
import { ROLES, type Roll } from '@lonportal/domain/roles';
import { isApiError } from '../../lib/api-client';
import { showError } from '../../lib/api-errors';
import { useDepartments } from '../../lib/reference-lists/get-avdelning';
import { useSession } from '../../lib/session';
import { AppDialog } from '../../ui/AppDialog';
import { useConfirm } from '../../ui/confirm';
import { FormCheckbox } from '../../ui/FormCheckbox';
import { FormSelect } from '../../ui/FormSelect';
import { FormTextField } from '../../ui/FormTextField';
import { FormTimeField } from '../../ui/FormTimeField';
import { applyServerFieldErrors } from '../../ui/server-field-errors';
import { useSnackbar } from '../../ui/snackbar';
import { remindersQueryOptions, useDeleteReminder, useSaveReminder } from './api/reminders';
import { useUsers } from './api/users';

type FormOutput = Omit<ReminderInput, 'Version'>;
interface FormValues {
  Namn: string;
  Typ: ReminderInput['Typ'] | null;
  Roller: Roll[];
  Avdelningar: string[];
  Anvandare: string[];
  Kanaler: ReminderInput['Kanaler'];
  Schema: { Dagar: number[]; SistaArbetsdagen: boolean; FlyttaTillArbetsdag: boolean; Tid: string };
  Aktiv: boolean;
}

const resolver = zodResolver(ReminderFormSchema) as unknown as Resolver<FormValues, unknown, FormOutput>;

const formOf = (r: Reminder | null): FormValues =>
  r
    ? {
        Namn: r.Namn,
        Typ: r.Typ,
        Roller: r.Roller,
        Avdelningar: r.Avdelningar,
        Anvandare: r.Anvandare,
        Kanaler: r.Kanaler,
        Schema: r.Schema,
        Aktiv: r.Aktiv,
      }
    : {
        Namn: '',
        Typ: null,
        Roller: [],
        Avdelningar: [],
        Anvandare: [],
        Kanaler: ['MESSAGE'],
        Schema: { Dagar: [], SistaArbetsdagen: true, FlyttaTillArbetsdag: true, Tid: '09:00' },
        Aktiv: true,
      };

const SERVER_FIELDS = (wire: string) => wire as keyof FormValues;
const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/** A reminder's form (/admin/reminders): what, to whom, when and how; `reminder` null makes a new one. */
export function ReminderDialog({
  reminder,
  open,
  onClose,
}: {
  reminder: Reminder | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={reminder ? t('admin.reminders.edit') : t('admin.reminders.new')}
      width={720}
    >
      <ReminderForm key={reminder?.Id ?? 'new'} reminder={reminder} onClose={onClose} />
    </AppDialog>
  );
}

function ReminderForm({ reminder, onClose }: { reminder: Reminder | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const { showSnackbar } = useSnackbar();
  const confirm = useConfirm();
  const save = useSaveReminder(ftgId);
  const remove = useDeleteReminder(ftgId);
  const departments = useDepartments(ftgId);
  const users = useUsers({ Sok: '', Roll: null, FtgId: ftgId }, { Page: 1, PerPage: 200 });
  const queryClient = useQueryClient();
  // What the form was read from: its version is the one a save names.
  const [base, setBase] = useState(reminder);
  const [conflict, setConflict] = useState(false);
  const { control, handleSubmit, setError, setValue, getValues, reset, formState } = useForm<
    FormValues,
    unknown,
    FormOutput
  >({
    resolver,
    defaultValues: formOf(reminder),
  });
  const busy = formState.isSubmitting || remove.isPending;

  /** Someone saved first: show theirs with this person's changes put back on top. */
  async function keepChangesOverTheirs() {
    if (!base) return;
    const mine = getValues();
    const before = formOf(base);
    const changed = (Object.keys(mine) as (keyof FormValues)[]).filter(
      (k) => JSON.stringify(mine[k]) !== JSON.stringify(before[k]),
    );
    const fresh = (await queryClient.fetchQuery(remindersQueryOptions(ftgId))).find((r) => r.Id === base.Id);
    if (!fresh) {
      showSnackbar({ text: t('admin.reminders.deletedMeanwhile'), color: 'warning' });
      onClose();
      return;
    }
    setBase(fresh);
    reset(formOf(fresh));
    for (const k of changed) setValue(k, mine[k] as never, { shouldDirty: true });
    setConflict(true);
  }

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        id: base?.Id ?? null,
        body: { ...values, Version: base?.Version ?? 0 },
      });
    } catch (err) {
      if (isApiError(err, ERRORS.VersionConflict.code)) {
        try {
          await keepChangesOverTheirs();
        } catch (loadErr) {
          showError(loadErr);
        }
        return;
      }
      if (applyServerFieldErrors(err, SERVER_FIELDS, setError)) return;
      showError(err);
      return;
    }
    showSnackbar({ text: t('admin.reminders.saved'), color: 'success' });
    onClose();
  });

  async function deleteReminder() {
    const reminder = base;
    if (!reminder) return;
    const answer = await confirm({
      title: t('admin.reminders.delete.confirmTitle'),
      text: t('admin.reminders.delete.confirmText', { namn: reminder.Namn }),
      confirmText: t('admin.reminders.delete.action'),
      confirmColor: 'error',
    });
    if (answer !== 'confirm') return;
    try {
      await remove.mutateAsync({ id: reminder.Id, version: reminder.Version });
    } catch (err) {
      showError(err);
      return;
    }
    showSnackbar({ text: t('admin.reminders.delete.done'), color: 'success' });
    onClose();
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={base ? t('admin.reminders.edit') : t('admin.reminders.new')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {conflict && <Alert severity="warning">{t('admin.reminders.conflict')}</Alert>}
        <Alert severity="info">{t('admin.reminders.oncePerPeriod')}</Alert>
        <FormTextField
          control={control}
          name="Namn"
          label={t('admin.reminders.fields.Namn')}
          helperText={t('admin.reminders.help.Namn')}
          fullWidth
        />
        <FormSelect
          control={control}
          name="Typ"
          label={t('admin.reminders.fields.Typ')}
          options={REMINDER_KINDS.map((k) => ({ value: k, label: t(`admin.reminders.kinds.${k}`) }))}
          searchable={false}
          fullWidth
        />
        <FormSelect
          control={control}
          name="Roller"
          label={t('admin.reminders.fields.Roller')}
          options={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
          multiple
          searchable={false}
          fullWidth
        />
        <FormSelect
          control={control}
          name="Avdelningar"
          label={t('admin.reminders.fields.Avdelningar')}
          options={(departments.data ?? []).map((d) => ({
            value: d.Avdelning,
            label: `${d.Avdelning} ${d.Namn}`,
          }))}
          multiple
          fullWidth
        />
        <FormSelect
          control={control}
          name="Anvandare"
          label={t('admin.reminders.fields.Anvandare')}
          helperText={t('admin.reminders.help.recipients')}
          options={(users.data?.data ?? [])
            .filter((u) => !u.Disabled)
            .map((u) => ({ value: u.Id, label: `${u.Namn} (${u.Login})` }))}
          multiple
          fullWidth
        />
        <FormSelect
          control={control}
          name="Kanaler"
          label={t('admin.reminders.fields.Kanaler')}
          options={REMINDER_CHANNELS.map((c) => ({ value: c, label: t(`admin.reminders.channels.${c}`) }))}
          multiple
          searchable={false}
          fullWidth
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormSelect
            control={control}
            name="Schema.Dagar"
            label={t('admin.reminders.fields.Dagar')}
            options={DAYS.map((d) => ({ value: d, label: String(d) }))}
            multiple
            searchable={false}
            fullWidth
          />
          <FormTimeField
            control={control}
            name="Schema.Tid"
            label={t('admin.reminders.fields.Tid')}
            fullWidth
          />
        </Stack>
        <FormCheckbox
          control={control}
          name="Schema.SistaArbetsdagen"
          label={t('admin.reminders.fields.SistaArbetsdagen')}
        />
        <FormCheckbox
          control={control}
          name="Schema.FlyttaTillArbetsdag"
          label={t('admin.reminders.fields.FlyttaTillArbetsdag')}
          helperText={t('admin.reminders.help.FlyttaTillArbetsdag')}
        />
        <FormCheckbox control={control} name="Aktiv" label={t('admin.reminders.fields.Aktiv')} />
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'flex-end', pt: 1 }}
        >
          {base && (
            <Button type="button" color="error" onClick={() => void deleteReminder()} disabled={busy}>
              {t('admin.reminders.delete.action')}
            </Button>
          )}
          <Box sx={{ flexGrow: 1, display: { xs: 'none', sm: 'block' } }} />
          <Button type="button" onClick={onClose} disabled={formState.isSubmitting}>
            {t('admin.reminders.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('admin.reminders.save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
