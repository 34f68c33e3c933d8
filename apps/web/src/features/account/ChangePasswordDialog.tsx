import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AppDialog } from '../../ui/AppDialog';
import { ChangePasswordFields } from './ChangePasswordFields';
import { useChangePasswordForm } from './use-change-password-form';

/**
 * SPEC §2.5 Change password dialog: current and new password, the new one repeated, Generate.
 * `required`: the account logged in with a temporary password and must choose its own before
 * anything else; the dialog cannot be dismissed, and its other way out is logging out.
 */
export function ChangePasswordDialog({
  open,
  onClose,
  required,
}: {
  open: boolean;
  onClose: () => void;
  required?: { onLogout: () => void; onChanged: () => Promise<unknown> };
}) {
  const { t } = useTranslation();
  const form = useChangePasswordForm(onClose, required?.onChanged);
  const { busy } = form;

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      persistent={busy || required !== undefined}
      title={required ? t('account.changePassword.requiredTitle') : t('account.changePassword.title')}
      onSubmit={(event) => void form.submit(event)}
      onExited={form.clear}
      actions={
        <>
          {required ? (
            <Button type="button" onClick={required.onLogout} disabled={busy}>
              {t('account.changePassword.logout')}
            </Button>
          ) : (
            <Button type="button" onClick={onClose} disabled={busy}>
              {t('account.changePassword.cancel')}
            </Button>
          )}
          <Button type="submit" variant="contained" loading={busy}>
            {t('account.changePassword.submit')}
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {required && <Alert severity="info">{t('account.changePassword.requiredText')}</Alert>}
        <ChangePasswordFields form={form} temporary={required !== undefined} />
      </Stack>
    </AppDialog>
  );
}
