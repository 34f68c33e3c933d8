import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { REMINDER_CHANNELS, REMINDER_KINDS } from '@lonportal/domain/admin/reminders';
import { ROLES } from '@lonportal/domain/roles';
import { useDepartments } from '../../lib/reference-lists/get-avdelning';
import { useSession } from '../../lib/session';
import { FormCheckbox } from '../../ui/FormCheckbox';
import { FormSelect } from '../../ui/FormSelect';
import { FormTextField } from '../../ui/FormTextField';
import { FormTimeField } from '../../ui/FormTimeField';
import { useUsers } from './api/users';
import type { ReminderFormOutput, ReminderFormValues } from './reminder-form';

type ReminderControl = Control<ReminderFormValues, unknown, ReminderFormOutput>;

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/** Whom a reminder reaches: by role, department or person, and through which channels. */
function ReminderRecipientFields({ control }: { control: ReminderControl }) {
  const { t } = useTranslation();
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const departments = useDepartments(ftgId);
  const users = useUsers({ Sok: '', Roll: null, FtgId: ftgId }, { Page: 1, PerPage: 200 });
  return (
    <>
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
    </>
  );
}

/** When a reminder runs: days of the month, the last working day, the time, and whether it is on. */
function ReminderScheduleFields({ control }: { control: ReminderControl }) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

/** What a reminder is: its name and kind. */
function ReminderKindFields({ control }: { control: ReminderControl }) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

/** A reminder's fields: what, to whom, when and how. */
export function ReminderFields({ control }: { control: ReminderControl }) {
  return (
    <>
      <ReminderKindFields control={control} />
      <ReminderRecipientFields control={control} />
      <ReminderScheduleFields control={control} />
    </>
  );
}
