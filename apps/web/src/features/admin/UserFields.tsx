import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { linksBrukare, USER_OPTIONS } from '@lonportal/domain/admin/users';
import { LOGIN_TYPES } from '@lonportal/domain/portal-info';
import { mayGiveRole, ROLES, type Roll } from '@lonportal/domain/roles';
import { useCompanyList } from '../../lib/reference-lists/get-company-list';
import { FormCheckbox } from '../../ui/FormCheckbox';
import { FormSelect } from '../../ui/FormSelect';
import { FormTextField } from '../../ui/FormTextField';
import type { UserFormValues } from './user-form';

type UserControl = Control<UserFormValues>;

/** Who the account is: name, login, role and personnummer. */
function IdentityFields({ control, own, inReach }: { control: UserControl; own: Roll; inReach: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="Namn" label={t('admin.users.fields.Namn')} fullWidth />
        <FormTextField
          control={control}
          name="Login"
          label={t('admin.users.fields.Login')}
          autoComplete="off"
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelect
          control={control}
          name="Roll"
          label={t('admin.users.fields.Roll')}
          options={ROLES.map((r) => ({
            value: r,
            label: t(`roles.${r}`),
            disabled: !mayGiveRole(own, r),
          }))}
          searchable={false}
          disabled={!inReach}
          fullWidth
        />
        <FormTextField
          control={control}
          name="PersNr"
          label={t('admin.users.fields.PersNr')}
          helperText={t('admin.users.help.PersNr')}
          inputMode="numeric"
          fullWidth
        />
      </Stack>
    </>
  );
}

/** Where the account belongs: its company, the companies it reaches, its employee and signature. */
function EmploymentFields({ control, inReach }: { control: UserControl; inReach: boolean }) {
  const { t } = useTranslation();
  const companies = useCompanyList();
  const roll = useWatch({ control, name: 'Roll' });
  const companyOptions = (companies.data ?? []).map((c) => ({ value: c.FtgId, label: c.Namn }));
  return (
    <>
      <FormSelect
        control={control}
        name="FtgId"
        label={t('admin.users.fields.FtgId')}
        options={companyOptions}
        disabled={!inReach}
        fullWidth
      />
      <FormSelect
        control={control}
        name="FtgIdAccessList"
        label={t('admin.users.fields.FtgIdAccessList')}
        helperText={t('admin.users.help.FtgIdAccessList')}
        options={companyOptions}
        multiple
        disabled={!inReach}
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="AnstNr"
          label={t('admin.users.fields.AnstNr')}
          helperText={t('admin.users.help.AnstNr')}
          fullWidth
        />
        {roll !== null && linksBrukare(roll) && (
          <FormTextField
            control={control}
            name="Brukare"
            label={t('admin.users.fields.Brukare')}
            helperText={t('admin.users.help.Brukare')}
            fullWidth
          />
        )}
        <FormTextField control={control} name="Signatur" label={t('admin.users.fields.Signatur')} fullWidth />
      </Stack>
    </>
  );
}

/** How the account logs in: the login type and phone, its options, BankID, and whether it is off. */
function LoginFields({ control, inReach }: { control: UserControl; inReach: boolean }) {
  const { t } = useTranslation();
  const loginType = useWatch({ control, name: 'LoginType' });
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelect
          control={control}
          name="LoginType"
          label={t('admin.users.fields.LoginType')}
          helperText={t('admin.users.help.LoginType')}
          options={LOGIN_TYPES.map((l) => ({
            value: l,
            label: t(`admin.portal.options.LoginType.${l}`),
          }))}
          clearable
          searchable={false}
          disabled={!inReach}
          fullWidth
        />
        <FormTextField
          control={control}
          name="Phone"
          label={t('admin.users.fields.Phone')}
          helperText={loginType === 'SMS' ? t('admin.users.help.PhoneSms') : t('admin.users.help.Phone')}
          inputMode="tel"
          autoComplete="off"
          fullWidth
        />
      </Stack>
      <FormSelect
        control={control}
        name="Options"
        label={t('admin.users.fields.Options')}
        helperText={t('admin.users.help.Options')}
        options={USER_OPTIONS.map((o) => ({ value: o, label: t(`admin.users.options.${o}`) }))}
        multiple
        searchable={false}
        disabled={!inReach}
        fullWidth
      />
      <FormCheckbox
        control={control}
        name="EnforceBankIDAuth"
        label={t('admin.users.fields.EnforceBankIDAuth')}
        helperText={t('admin.users.help.EnforceBankIDAuth')}
      />
      <FormCheckbox
        control={control}
        name="Disabled"
        label={t('admin.users.fields.Disabled')}
        helperText={t('admin.users.help.Disabled')}
      />
    </>
  );
}

/**
 * The fields of a user account (SPEC §3 UserAccount) as /admin/users edits them. `own` is the
 * administrator's role (no role above it can be chosen); out of their reach, the selects are off.
 */
export function UserFields({ control, own, inReach }: { control: UserControl; own: Roll; inReach: boolean }) {
  return (
    <Stack spacing={2}>
      <IdentityFields control={control} own={own} inReach={inReach} />
      <EmploymentFields control={control} inReach={inReach} />
      <LoginFields control={control} inReach={inReach} />
    </Stack>
  );
}
