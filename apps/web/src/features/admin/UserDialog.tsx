import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { UserAccountDetail, UserAccountInput } from '@lonportal/domain/admin/users';
import { ERRORS } from '@lonportal/domain/errors/codes';
import { mayGiveRole } from '@lonportal/domain/roles';
import { isApiError } from '../../lib/api-client';
import { showError } from '../../lib/api-errors';
import { useSession } from '../../lib/session';
import { AppDialog } from '../../ui/AppDialog';
import { useConfirm } from '../../ui/confirm';
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
import { UserFields } from './UserFields';
import { changedFields, formOf, USER_FORM_FIELDS, userFormResolver, type UserFormValues } from './user-form';

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
    UserFormValues,
    unknown,
    Omit<UserAccountInput, 'Version'>
  >({ resolver: userFormResolver, defaultValues: formOf(saved, me.FtgInfo.FtgId) });
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
      if (applyServerFieldErrors(err, USER_FORM_FIELDS, setError)) return;
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
            <UserFields control={control} own={own} inReach={inReach} />
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
