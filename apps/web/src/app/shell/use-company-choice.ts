import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { choosesCompany, SINGLE_COMPANY_ROLES } from '@lonportal/domain/roles';
import { rememberLastUsedCompany } from '../../features/company/last-used-company';
import { endCompanyChoice, usePendingCompanyChoice } from '../../lib/company-choice';
import { useCompanyList } from '../../lib/reference-lists/get-company-list';
import { useSession } from '../../lib/session';

/**
 * Whether the user may choose a company, and the company choice after login (SPEC §4 Company
 * selection, ADR 0017): `choosing` while it is asked for; `endChoice` opens the page the user was
 * going to. A user with nothing to choose from is let through at once.
 */
export function useCompanyChoice() {
  const { me } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // The page to open once the company is chosen, while the choice after login is asked for
  // (`undefined` while React takes over a painted page: asked for right after, ADR 0024).
  const asked = usePendingCompanyChoice();
  const [ended, setEnded] = useState(false);
  const choiceTarget = ended ? null : (asked ?? null);
  const choosing = choiceTarget !== null;
  const roll = me.UserAccount.Roll;
  const login = me.UserAccount.Login;
  const ftgId = me.FtgInfo.FtgId;

  // SPEC §4: PER, AVD, LSS and BRU go straight to their company and never choose.
  const singleCompanyRole = SINGLE_COMPANY_ROLES.includes(roll);
  const companies = useCompanyList(!singleCompanyRole);
  const companyCount = (companies.data ?? []).filter((c) => !c.Archived).length;
  const mayChoose = choosesCompany(roll, companyCount);

  const endChoice = useCallback(() => {
    endCompanyChoice();
    setEnded(true);
    const here = location.pathname + location.search;
    if (choiceTarget !== null && choiceTarget !== here) void navigate(choiceTarget, { replace: true });
  }, [choiceTarget, location.pathname, location.search, navigate]);

  // No choice after all: FTG with one company, or no list to choose from (its failure is shown).
  const noChoice = singleCompanyRole || companies.isError || (companies.isSuccess && !mayChoose);
  useEffect(() => {
    if (choosing && noChoice) endChoice();
  }, [choosing, noChoice, endChoice]);

  // The company worked in, offered first at the next choice (not before it is known whether the
  // choice is asked for).
  const known = asked !== undefined;
  useEffect(() => {
    if (known && mayChoose && !choosing) rememberLastUsedCompany(login, ftgId);
  }, [known, mayChoose, choosing, login, ftgId]);

  return { choosing, mayChoose, endChoice };
}
