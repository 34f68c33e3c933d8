import { useState } from 'react';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useMatches, useNavigate, useRevalidator } from 'react-router';
import type { MeResponse } from '@lonportal/domain/auth/schemas';
import { ERRORS } from '@lonportal/domain/errors/codes';
import { dropEarlyAnswers, isApiError } from '../../lib/api-client';
import { showError } from '../../lib/api-errors';
import { clearCompanyContext, readCompanyContext, writeCompanyContext } from '../../lib/company-context';
import { clearSelectedEmployee } from '../../lib/employee-selection';
import { companyListQueryKey } from '../../lib/reference-lists/get-company-list';
import { useUpdateSessionUserAccount } from '../../features/company/api/update-session-user-account';
import { requestSessionSmsCode, validateSessionSmsCode } from '../../features/company/api/session-sms-code';
import { meQueryKey } from '../../features/session/api/get-me';
import { HOME_PATH } from '../../features/session/login-redirect';

// Kept across a switch: who is logged in, and the companies they may choose from.
const kept = new Set([hashKey(meQueryKey), hashKey(companyListQueryKey)]);

/**
 * Brings the app along to the session's new company or year: the new /me, the tab's company
 * context, emptied caches, the guard run again (or the start page, from a page of the old company).
 */
function useApplySwitch() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const matches = useMatches();
  return async (me: MeResponse, companyChanged: boolean) => {
    // An answer asked for early belongs to the company the page opened with.
    dropEarlyAnswers();
    writeCompanyContext(me.FtgInfo.FtgId, me.SessionSalaryYear);
    queryClient.setQueryData(meQueryKey, me);
    // SPEC §4: the change clears the company's caches. Resetting (rather than
    // removing) also refetches what is on screen under the new company; the selected employee
    // is forgotten with it.
    await queryClient.resetQueries({ predicate: (q) => !kept.has(q.queryHash) });
    if (companyChanged) clearSelectedEmployee();
    const onParametrisedRoute = Object.keys(matches.at(-1)?.params ?? {}).length > 0;
    if (companyChanged && onParametrisedRoute) await navigate(HOME_PATH);
    // The guard runs again: the route may not be open in the new company or year.
    else await revalidator.revalidate();
  };
}

/**
 * Moves the session to another company or salary year (SPEC §4 Company selection) and brings the
 * app along: the new /me, the tab's company context, emptied caches, the guard run again.
 */
export function useSessionSwitch() {
  const update = useUpdateSessionUserAccount();
  /** The SMS code step of a switch to a company that requires it (SPEC §4). */
  const [smsStep, setSmsStep] = useState<{
    ftgId: string;
    phoneHint: string;
    validMinutes: number;
    onDone?: () => void;
  } | null>(null);

  const apply = useApplySwitch();

  const fail = (err: unknown) => showError(err);

  const switchCompany = (ftgId: string, onDone?: () => void) => {
    const previous = readCompanyContext();
    // Without the old salary-year header the server picks the new company's default year
    // (SPEC §4 App load); the old year may not exist there.
    clearCompanyContext();
    update.mutate(
      { FtgId: ftgId },
      {
        onSuccess: async (me) => {
          await apply(me, true);
          onDone?.();
        },
        onError: (err) => {
          if (previous.ftgId && previous.salaryYear !== null)
            writeCompanyContext(previous.ftgId, previous.salaryYear);
          if (!isApiError(err, ERRORS.SmsVerificationRequired.code)) return fail(err);
          requestSessionSmsCode().then(
            (sent) =>
              setSmsStep({ ftgId, phoneHint: sent.PhoneHint, validMinutes: sent.ValidMinutes, onDone }),
            fail,
          );
        },
      },
    );
  };

  const switchSalaryYear = (ftgId: string, salaryYear: number) =>
    update.mutate(
      { FtgId: ftgId, SalaryYear: salaryYear },
      { onSuccess: (me) => apply(me, false), onError: fail },
    );

  /** Checks the code; a wrong one marks the field, any other failure closes the dialog (SPEC §4, §8). */
  const confirmSms = async (code: string): Promise<string | null> => {
    if (!smsStep) return null;
    try {
      await validateSessionSmsCode(code);
    } catch (err) {
      if (isApiError(err, ERRORS.SmsCodeInvalid.code)) return 'errors.smsCodeInvalid';
      setSmsStep(null);
      fail(err);
      return null;
    }
    setSmsStep(null);
    switchCompany(smsStep.ftgId, smsStep.onDone);
    return null;
  };

  return {
    switchCompany,
    smsStep,
    confirmSms,
    cancelSms: () => setSmsStep(null),
    switchSalaryYear,
    pending: update.isPending,
    /** The company being switched to, while it runs. */
    pendingFtgId: update.isPending ? (update.variables.FtgId ?? null) : null,
  };
}
