import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { showError } from '../../../lib/api-errors';
import { clearCompanyContext } from '../../../lib/company-context';

/** GET /logout: ends the session on the server. */
export const logout = () => apiRequest('/logout');

/** Logs out and goes to the login page. */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      clearCompanyContext();
      await navigate('/login', { replace: true }); // the login page empties the cache
    },
    onError: (err) => showError(err),
  });
}
