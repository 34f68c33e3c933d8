import { useEffect, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  linksBrukare,
  NEW_USER_ROLE,
  USER_OPTIONS,
  UserAccountFormSchema,
  type UserAccountDetail,
  type UserAccountInput,
} from '@lonportal/domain/admin/users';
import { ERRORS } from '@lonportal/domain/errors/codes';
import { LOGIN_TYPES } from '@lonportal/domain/portal-info';
import { mayGiveRole, ROLES, type Roll } from '@lonportal/domain/roles';
import { isApiError } from '../../lib/api-client';
import { showError } from '../../lib/api-errors';
import { useCompanyList } from '../../lib/reference-lists/get-company-list';
import { useSession } from '../../lib/session';
import { AppDialog } from '../../ui/AppDialog';
import { useConfirm } from '../../ui/confirm';
import { FormCheckbox } from '../../ui/FormCheckbox';
import { FormSelect } from '../../ui/FormSelect';
import { FormTextField } from '../../ui/FormTextField';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageLoader } from '../../ui/PageLoader';
import { applyServerFieldErrors } from '../../ui/server-field-errors';
import { useSnackbar } from '../../ui/snackbar';
import {
  userQueryOptions,
  useCreateUser,
  useDeleteUser,
  useSendResetLink,
  useTemporaryPassword,
  useUpdateUser,
  useUser,
} from './api/users';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';

/** The account as the form holds it: selects that may be empty are null until chosen. */
interface FormValues {
  Namn: string;
  Login: string;
  Roll: Roll | null;
  PersNr: string;
  FtgId: string | null;
  FtgIdAccessList: string[];
  AnstNr: string;
  Brukare: string;
  Signatur: string;
  Phone: string;
  LoginType: UserAccountInput['LoginType'];
  EnforceBankIDAuth: boolean;
  Options: string[];
  Disabled: boolean;
}
type Field = keyof FormValues;
const FIELDS = [
  'Namn',
  'Login',
  'Roll',
  'PersNr',
  'FtgId',
  'FtgIdAccessList',
  'AnstNr',
  'Brukare',
  'Signatur',
  'Phone',
  'LoginType',
  'EnforceBankIDAuth',
  'Options',
  'Disabled',
] as const satisfies readonly Field[];

const resolver = zodResolver(UserAccountFormSchema) as unknown as Resolver<
  FormValues,
  unknown,
  Omit<UserAccountInput, 'Version'>
>;

function formOf(u: UserAccountDetail | null, ftgId: string): FormValues {
  if (!u)
    return {
      Namn: '',
      Login: '',
      Roll: NEW_USER_ROLE,
      PersNr: '',
      FtgId: ftgId,
      FtgIdAccessList: [],
      AnstNr: '',
      Brukare: '',
      Signatur: '',
      Phone: '',
      LoginType: null,
      EnforceBankIDAuth: false,
      Options: [],
      Disabled: false,
    };
  const { Id: _id, Version: _v, MustChangePassword: _m, ...values } = u;
  return values;
}

const changedFields = (a: FormValues, b: FormValues): Field[] =>
  FIELDS.filter((f) => JSON.stringify(a[f]) !== JSON.stringify(b[f]));

/** The user account dialog of /admin/users: `id` null creates one, otherwise edits that account. */
export function UserDialog({ id, open, onClose }: { id: string | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useUser(open ? id : null);
  const loading = id !== null && !user.data;
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={id === null ? t('admin.users.new') : t('admin.users.edit')}
      width={720}
    >
      {loading ? (
        user.isError ? (
          <LoadFailed
            error={user.error}
            text={t('admin.users.loadOneFailed')}
            retryText={t('admin.users.retry')}
            onRetry={() => void user.refetch()}
          />
        ) : (
          <PageLoader />
        )
      ) : (
        <UserForm key={id ?? 'new'} saved={id === null ? null : (user.data ?? null)} onClose={onClose} />
      )}
    </AppDialog>
  );
}

function UserForm({ saved, onClose }: { saved: UserAccountDetail | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { me } = useSession();
  const { showSnackbar } = useSnackbar();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const companies = useCompanyList();
  const create = useCreateUser();
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const temporary = useTemporaryPassword();
  const resetLink = useSendResetLink();
  const [base, setBase] = useState(saved);
  const [conflict, setConflict] = useState(false);
  const [password, setPassword] = useState<{ login: string; password: string } | null>(null);
  const own = me.UserAccount.Roll;
  const inReach = !base || mayGiveRole(own, base.Roll);
  const { control, handleSubmit, reset, setError, setValue, getValues, formState } = useForm<
    FormValues,
    unknown,
    Omit<UserAccountInput, 'Version'>
  >({ resolver, defaultValues: formOf(saved, me.FtgInfo.FtgId) });
  const roll = useWatch({ control, name: 'Roll' });
  const loginType = useWatch({ control, name: 'LoginType' });
  const busy = formState.isSubmitting || remove.isPending || temporary.isPending || resetLink.isPending;

  // Another administrator saved this account (heard over /ws): an untouched form shows it at once.
  useEffect(() => {
    if (saved && base && !formState.isDirty && saved.Version > base.Version) {
      setBase(saved);
      reset(formOf(saved, me.FtgInfo.FtgId));
    }
  }, [saved, base, formState.isDirty, reset, me.FtgInfo.FtgId]);

  const submit = handleSubmit(async (values) => {
    try {
      if (!base) {
        const made = await create.mutateAsync({ ...values, Version: 0 });
        setPassword({ login: made.User.Login, password: made.Password });
        return;
      }
      const result = await update.mutateAsync({ id: base.Id, body: { ...values, Version: base.Version } });
      setBase(result);
      setConflict(false);
      reset(formOf(result, me.FtgInfo.FtgId));
      showSnackbar({ text: t('admin.users.saved'), color: 'success' });
      onClose();
    } catch (err) {
      if (base && isApiError(err, ERRORS.VersionConflict.code)) {
        // Someone saved first: show theirs with this person's changes put back on top.
        const mine = getValues();
        const changes = changedFields(mine, formOf(base, me.FtgInfo.FtgId));
        try {
          const fresh = await queryClient.fetchQuery(userQueryOptions(base.Id));
          setBase(fresh);
          reset(formOf(fresh, me.FtgInfo.FtgId));
          for (const f of changes) setValue(f, mine[f] as never, { shouldDirty: true });
          setConflict(true);
        } catch (loadErr) {
          showError(loadErr);
        }
        return;
      }
      if (applyServerFieldErrors(err, FIELDS, setError)) return;
      showError(err);
    }
  });

  async function giveTemporaryPassword() {
    if (!base) return;
    const answer = await confirm({
      title: t('admin.users.temporary.confirmTitle'),
      text: t('admin.users.temporary.confirmText', { namn: base.Namn }),
      confirmText: t('admin.users.temporary.action'),
    });
    if (answer !== 'confirm') return;
    try {
      const result = await temporary.mutateAsync({ id: base.Id, version: base.Version });
      setBase({ ...base, Version: result.Version, MustChangePassword: true });
      setPassword({ login: base.Login, password: result.Password });
    } catch (err) {
      showError(err);
    }
  }

  async function sendResetLink() {
    if (!base) return;
    try {
      const { Kanal } = await resetLink.mutateAsync(base.Id);
      showSnackbar({
        text: t(`admin.users.resetLink.sent.${Kanal}`, { login: base.Login }),
        color: 'success',
      });
    } catch (err) {
      showError(err);
    }
  }

  async function deleteUser() {
    if (!base) return;
    const answer = await confirm({
      title: t('admin.users.delete.confirmTitle'),
      text: t('admin.users.delete.confirmText', { namn: base.Namn, login: base.Login }),
      confirmText: t('admin.users.delete.action'),
      confirmColor: 'error',
    });
    if (answer !== 'confirm') return;
    try {
      await remove.mutateAsync({ id: base.Id, version: base.Version });
      showSnackbar({ text: t('admin.users.delete.done', { login: base.Login }), color: 'success' });
      onClose();
    } catch (err) {
      showError(err);
    }
  }

  const companyOptions = (companies.data ?? []).map((c) => ({ value: c.FtgId, label: c.Namn }));
  return (
    <>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={base ? t('admin.users.edit') : t('admin.users.new')}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          {!inReach && <Alert severity="info">{t('admin.users.outOfReach')}</Alert>}
          {conflict && <Alert severity="warning">{t('admin.users.conflict')}</Alert>}
          {base?.MustChangePassword && <Alert severity="info">{t('admin.users.mustChange')}</Alert>}
          <fieldset disabled={!inReach || busy} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <Stack spacing={2}>
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
                <FormTextField
                  control={control}
                  name="Signatur"
                  label={t('admin.users.fields.Signatur')}
                  fullWidth
                />
              </Stack>
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
                  helperText={
                    loginType === 'SMS' ? t('admin.users.help.PhoneSms') : t('admin.users.help.Phone')
                  }
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
            </Stack>
          </fieldset>
          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', pt: 1 }}
          >
            {base && inReach && (
              <>
                <Button type="button" color="error" onClick={() => void deleteUser()} disabled={busy}>
                  {t('admin.users.delete.action')}
                </Button>
                <Button type="button" onClick={() => void giveTemporaryPassword()} disabled={busy}>
                  {t('admin.users.temporary.action')}
                </Button>
                <Button type="button" onClick={() => void sendResetLink()} disabled={busy}>
                  {t('admin.users.resetLink.action')}
                </Button>
              </>
            )}
            <Box sx={{ flexGrow: 1, display: { xs: 'none', sm: 'block' } }} />
            <Button type="button" onClick={onClose} disabled={formState.isSubmitting}>
              {t('admin.users.cancel')}
            </Button>
            {inReach && (
              <Button type="submit" variant="contained" loading={formState.isSubmitting}>
                {base ? t('admin.users.save') : t('admin.users.create')}
              </Button>
            )}
          </Stack>
        </Stack>
      </Box>
      <TemporaryPasswordDialog
        shown={password}
        onClose={() => {
          setPassword(null);
          if (!base) {
            showSnackbar({ text: t('admin.users.created'), color: 'success' });
            onClose();
          }
        }}
      />
    </>
  );
}
