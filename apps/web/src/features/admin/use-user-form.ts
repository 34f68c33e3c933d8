import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { UserAccountDetail, UserAccountInput } from '@lonportal/domain/admin/users';
import { ERRORS } from '@lonportal/domain/errors/codes';
import { mayGiveRole } from '@lonportal/domain/roles';
import { isApiError } from '../../lib/api-client';
import { showError } from '../../lib/api-errors';
import { useSession } from '../../lib/session';
import { applyServerFieldErrors } from '../../ui/server-field-errors';
import { useSnackbar } from '../../ui/snackbar';
import { userQueryOptions, useCreateUser, useUpdateUser } from './api/users';
import { changedFields, formOf, USER_FORM_FIELDS, userFormResolver, type UserFormValues } from './user-form';

/** A made account's one-time password, shown once. */
export interface ShownPassword {
  login: string;
  password: string;
}

/**
 * The user account form of /admin/users and its save on the version it was read in (`saved` null
 * creates one, whose password is then shown). A conflict shows the saved account with this
 * person's changes put back on top.
 */
export function useUserForm(saved: UserAccountDetail | null, onClose: () => void) {
  const { t } = useTranslation();
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const create = useCreateUser();
  const update = useUpdateUser();
  const [base, setBase] = useState(saved);
  const [conflict, setConflict] = useState(false);
  const [password, setPassword] = useState<ShownPassword | null>(null);
  const own = me.UserAccount.Roll;
  const form = useForm<UserFormValues, unknown, Omit<UserAccountInput, 'Version'>>({
    resolver: userFormResolver,
    defaultValues: formOf(saved, ftgId),
  });
  const { reset, formState } = form;

  // Another administrator saved this account (heard over /ws): an untouched form shows it at once.
  useEffect(() => {
    if (saved && base && !formState.isDirty && saved.Version > base.Version) {
      setBase(saved);
      reset(formOf(saved, ftgId));
    }
  }, [saved, base, formState.isDirty, reset, ftgId]);

  /** Someone saved first: show theirs with this person's changes put back on top. */
  async function keepChangesOverTheirs(account: UserAccountDetail) {
    const mine = form.getValues();
    const changes = changedFields(mine, formOf(account, ftgId));
    const fresh = await queryClient.fetchQuery(userQueryOptions(account.Id));
    setBase(fresh);
    reset(formOf(fresh, ftgId));
    for (const f of changes) form.setValue(f, mine[f] as never, { shouldDirty: true });
    setConflict(true);
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      if (!base) {
        const made = await create.mutateAsync({ ...values, Version: 0 });
        setPassword({ login: made.User.Login, password: made.Password });
        return;
      }
      const result = await update.mutateAsync({ id: base.Id, body: { ...values, Version: base.Version } });
      setBase(result);
      setConflict(false);
      reset(formOf(result, ftgId));
      showSnackbar({ text: t('admin.users.saved'), color: 'success' });
      onClose();
    } catch (err) {
      if (base && isApiError(err, ERRORS.VersionConflict.code)) {
        await keepChangesOverTheirs(base).catch((loadErr: unknown) => showError(loadErr));
        return;
      }
      if (applyServerFieldErrors(err, USER_FORM_FIELDS, form.setError)) return;
      showError(err);
    }
  });

  return {
    control: form.control,
    isSubmitting: formState.isSubmitting,
    submit,
    base,
    setBase,
    conflict,
    password,
    setPassword,
    own,
    inReach: !base || mayGiveRole(own, base.Roll),
  };
}
