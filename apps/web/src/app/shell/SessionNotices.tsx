import { useCallback, useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isOwnEmployeeOnly } from '@lonportal/domain/access/capabilities';
import { EMPTY_REGISTRY_WARNING_MS } from '@lonportal/domain/constants';
import { useSession } from '../../lib/session';
import { useSnackbar } from '../../ui/snackbar';
import { activeEmployeesQueryOptions } from '../api/get-active-employees';
import { useNotices, type Notice } from '../notices';
import { missingPersonnelRecord } from '../route-guard';

/**
 * Tells the logged-in user what the router found (SPEC §2.1 empty registry), and logs a PER user
 * without a personnel record out with a message shown 15 s (SPEC §4, §8).
 */
export function SessionNotices() {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const { me, logout } = useSession();

  const show = useCallback(
    (notice: Notice) =>
      showSnackbar({
        title: notice.titleKey ? t(notice.titleKey) : undefined,
        text: t(notice.textKey),
        color: notice.color,
        timeout: notice.timeout,
      }),
    [showSnackbar, t],
  );
  useNotices(show);

  const per = isOwnEmployeeOnly(me.UserAccount);
  const employees = useQuery({ ...activeEmployeesQueryOptions(me.FtgInfo.FtgId), enabled: per });
  const loggedOut = useRef(false);
  const missing =
    employees.data !== undefined && missingPersonnelRecord(me.UserAccount.Roll, employees.data.length);
  useEffect(() => {
    if (!missing || loggedOut.current) return;
    loggedOut.current = true;
    show({ textKey: 'shell.employeePerRegMissing', color: 'error', timeout: EMPTY_REGISTRY_WARNING_MS });
    logout();
  }, [missing, show, logout]);

  return null;
}
