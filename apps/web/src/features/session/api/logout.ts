import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { apiRequest, errorMessageKey } from '../../../lib/api-client';
import { clearCompanyContext } from '../../../lib/company-context';
import { useSnackbar } from '../../../ui/snackbar';

/** GET /logout: ends the session on the server. */
export const logout = () => apiRequest('/logout');

/** Logs out and goes to the login page. */
export function useLogout() {
  const navigate = useNavigate();
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      clearCompanyContext();
      await navigate('/login', { replace: true }); // the login page empties the cache
    },
    onError: (err) => showSnackbar({ text: t(errorMessageKey(err)) }),
  });
}
