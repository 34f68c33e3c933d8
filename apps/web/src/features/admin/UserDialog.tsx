import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { UserAccountDetail } from '@lonportal/domain/admin/users';
import { AppDialog } from '../../ui/AppDialog';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageLoader } from '../../ui/PageLoader';
import { useSnackbar } from '../../ui/snackbar';
import { useUser } from './api/users';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';
import { UserFields } from './UserFields';
import { useUserActions } from './use-user-actions';
import { useUserForm } from './use-user-form';

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
  const { showSnackbar } = useSnackbar();
  const form = useUserForm(saved, onClose);
  const { base, inReach } = form;
  const actions = useUserActions(base, form.setBase, form.setPassword, onClose);
  const busy = form.isSubmitting || actions.isPending;

  return (
    <>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void form.submit(event)}
        aria-label={base ? t('admin.users.edit') : t('admin.users.new')}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          {!inReach && <Alert severity="info">{t('admin.users.outOfReach')}</Alert>}
          {form.conflict && <Alert severity="warning">{t('admin.users.conflict')}</Alert>}
          {base?.MustChangePassword && <Alert severity="info">{t('admin.users.mustChange')}</Alert>}
          <fieldset disabled={!inReach || busy} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <UserFields control={form.control} own={form.own} inReach={inReach} />
          </fieldset>
          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', pt: 1 }}
          >
            {base && inReach && (
              <>
                <Button type="button" color="error" onClick={actions.deleteUser} disabled={busy}>
                  {t('admin.users.delete.action')}
                </Button>
                <Button type="button" onClick={actions.giveTemporaryPassword} disabled={busy}>
                  {t('admin.users.temporary.action')}
                </Button>
                <Button type="button" onClick={actions.sendResetLink} disabled={busy}>
                  {t('admin.users.resetLink.action')}
                </Button>
              </>
            )}
            <Box sx={{ flexGrow: 1, display: { xs: 'none', sm: 'block' } }} />
            <Button type="button" onClick={onClose} disabled={form.isSubmitting}>
              {t('admin.users.cancel')}
            </Button>
            {inReach && (
              <Button type="submit" variant="contained" loading={form.isSubmitting}>
                {base ? t('admin.users.save') : t('admin.users.create')}
              </Button>
            )}
          </Stack>
        </Stack>
      </Box>
      <TemporaryPasswordDialog
        shown={form.password}
        onClose={() => {
          form.setPassword(null);
          if (!base) {
            showSnackbar({ text: t('admin.users.created'), color: 'success' });
            onClose();
          }
        }}
      />
    </>
  );
}
