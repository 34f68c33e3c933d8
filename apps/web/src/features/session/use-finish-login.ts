import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { LoginResult } from '@lonportal/domain/auth/schemas';
import { choosesCompany } from '@lonportal/domain/roles';
import { defaultSalaryYear } from '@lonportal/domain/salary-years';
import { loadedQueryClient } from '../../lib/app-query-client';
import { dropEarlyAnswers } from '../../lib/api-client';
import { askForCompanyChoice, endCompanyChoice } from '../../lib/company-choice';
import { writeCompanyContext } from '../../lib/company-context';
import { HOME_PATH } from './login-redirect';
import { rememberLoginMethod, type LoginTab } from './login-method';

/**
 * What every login does once the server has started the session, whichever the method: the
 * user's own company and default salary year (SPEC §4 App load), an empty cache, the method
 * remembered for next time (SPEC §2.3) and the page the user was going to. A user who chooses
 * their company (SPEC §4 Company selection) chooses it first, on the start page (always open), and
 * then goes on to that page, whose access is checked in the company chosen (ADR 0017).
 */
export function useFinishLogin(redirectTo: string) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  async function finishLogin(result: LoginResult, method: LoginTab) {
    const year = new Date().getFullYear();
    writeCompanyContext(result.FtgInfo.FtgId, defaultSalaryYear(result.SalaryYears, year) ?? year);
    loadedQueryClient()?.clear(); // nothing cached for an earlier session survives
    dropEarlyAnswers();
    rememberLoginMethod(method);
    setLeaving(true);
    // The access list may hold archived companies: the shell decides with the list it offers.
    const { Roll, FtgIdAccessList } = result.UserAccount;
    if (choosesCompany(Roll, FtgIdAccessList.length)) {
      askForCompanyChoice(redirectTo);
      await navigate(HOME_PATH, { replace: true });
      return;
    }
    endCompanyChoice();
    await navigate(redirectTo, { replace: true });
  }

  return { finishLogin, leaving };
}
