import { useTranslation } from 'react-i18next';
import type { UserAccountDetail } from '@lonportal/domain/admin/users';
import { showError } from '../../lib/api-errors';
import { useConfirm } from '../../ui/confirm';
import { useSnackbar } from '../../ui/snackbar';
import { useDeleteUser, useSendResetLink, useTemporaryPassword } from './api/users';
import type { ShownPassword } from './use-user-form';

/**
 * What the user dialog does to a saved account besides saving it: a temporary password (shown
 * once), a reset link, and deleting it, each but the link after a confirmation.
 */
export function useUserActions(
  base: UserAccountDetail | null,
  setBase: (account: UserAccountDetail) => void,
  showPassword: (shown: ShownPassword) => void,
  onClose: () => void,
) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const confirm = useConfirm();
  const remove = useDeleteUser();
  const temporary = useTemporaryPassword();
  const resetLink = useSendResetLink();

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
      showPassword({ login: base.Login, password: result.Password });
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

  return {
    giveTemporaryPassword: () => void giveTemporaryPassword(),
    sendResetLink: () => void sendResetLink(),
    deleteUser: () => void deleteUser(),
    isPending: remove.isPending || temporary.isPending || resetLink.isPending,
  };
}
