import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isOwnEmployeeOnly } from '@lonportal/domain/access/capabilities';
import { EMPTY_REGISTRY_WARNING_MS } from '@lonportal/domain/constants';
import { useSession } from '../../lib/session';
import { showSnackbar } from '../../lib/snackbar-store';
import { activeEmployeesQueryOptions } from '../../lib/reference-lists/get-perlista';
import { missingPersonnelRecord } from '../route-guard';

/**
 * Logs a PER user without a personnel record out with a message shown 15 s (SPEC §4, §8). The
 * router's empty-registry warning (SPEC §2.1) waits in the snackbar store until the pages show it.
 */
export function SessionNotices() {
  const { me, logout } = useSession();

  const per = isOwnEmployeeOnly(me.UserAccount);
  const employees = useQuery({ ...activeEmployeesQueryOptions(me.FtgInfo.FtgId), enabled: per });
  const loggedOut = useRef(false);
  const missing =
    employees.data !== undefined && missingPersonnelRecord(me.UserAccount.Roll, employees.data.length);
  useEffect(() => {
    if (!missing || loggedOut.current) return;
    loggedOut.current = true;
    showSnackbar({ key: 'shell.employeePerRegMissing', color: 'error', timeout: EMPTY_REGISTRY_WARNING_MS });
    logout();
  }, [missing, logout]);

  return null;
}
