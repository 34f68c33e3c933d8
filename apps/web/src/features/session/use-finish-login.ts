import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { LoginResult } from '@lonportal/domain/auth/schemas';
import { defaultSalaryYear } from '@lonportal/domain/salary-years';
import { loadedQueryClient } from '../../lib/app-query-client';
import { writeCompanyContext } from '../../lib/company-context';
import { rememberLoginMethod, type LoginTab } from './login-method';

/**
 * What every login does once the server has started the session, whichever the method: the
 * user's own company and default salary year (SPEC §4 App load), an empty cache, the method
 * remembered for next time (SPEC §2.3) and the page the user was going to.
 */
export function useFinishLogin(redirectTo: string) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  async function finishLogin(result: LoginResult, method: LoginTab) {
    const year = new Date().getFullYear();
    writeCompanyContext(result.FtgInfo.FtgId, defaultSalaryYear(result.SalaryYears, year) ?? year);
    loadedQueryClient()?.clear(); // nothing cached for an earlier session survives
    rememberLoginMethod(method);
    setLeaving(true);
    await navigate(redirectTo, { replace: true });
  }

  return { finishLogin, leaving };
}
