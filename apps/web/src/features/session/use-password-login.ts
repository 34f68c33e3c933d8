import { useState } from 'react';
import type { LoginResult } from '@lonportal/domain/auth/schemas';
import { ERRORS, LOGIN_FIELD_CODES, errorI18nKey } from '@lonportal/domain/errors/codes';
import { isApiError } from '../../lib/api-client';
import { showCallError } from '../../lib/api-errors';
import { clearCompanyContext } from '../../lib/company-context';
import { useSnackbar } from '../../ui/snackbar';
import { authenticate } from './api/authenticate';
import { requestSmsCode, type SmsCodeRequest } from './api/request-sms-code';
import { validateSmsCode } from './api/validate-sms-code';
import { useFinishLogin } from './use-finish-login';

/** The SMS step of a two-step login: whom the code went to, and the credentials to finish with. */
export interface SmsStep {
  credentials: SmsCodeRequest;
  phoneHint: string;
  validMinutes: number;
}

interface Options {
  /** Where to go once logged in. */
  redirectTo: string;
  /** Marks a login field invalid; `key` is an i18n key, '' marks it without a text. */
  onFieldError: (field: 'Login' | 'Password', key: string) => void;
}

/**
 * SPEC §4 Password login and §8's rules for its errors: wrong credentials mark both fields, a
 * wrong SMS code marks the code field, a failed code request closes the dialog, anything else
 * goes to the snackbar.
 */
export function usePasswordLogin({ redirectTo, onFieldError }: Options) {
  const { closeSnackbar } = useSnackbar();
  const { finishLogin, leaving } = useFinishLogin(redirectTo);
  const [sms, setSms] = useState<SmsStep | null>(null);
  // The login page runs without the query cache: its calls are plain requests.
  const [busy, setBusy] = useState(0);
  const whileBusy = async <T>(call: Promise<T>): Promise<T> => {
    setBusy((n) => n + 1);
    try {
      return await call;
    } finally {
      setBusy((n) => n - 1);
    }
  };

  const loggedIn = (result: LoginResult) => finishLogin(result, 'PASSWORD');

  async function submit(credentials: SmsCodeRequest) {
    closeSnackbar(); // an earlier message is out of date once the user tries again
    clearCompanyContext(); // a new login starts in the user's own company
    try {
      const result = await whileBusy(authenticate(credentials));
      if (!result.requireSMSVerification) return await loggedIn(result);
    } catch (err) {
      if (isApiError(err) && LOGIN_FIELD_CODES.includes(err.code)) {
        onFieldError('Login', '');
        onFieldError('Password', errorI18nKey(err.code));
      } else showCallError(err);
      return;
    }
    try {
      const sent = await whileBusy(requestSmsCode(credentials));
      setSms({ credentials, phoneHint: sent.PhoneHint, validMinutes: sent.ValidMinutes });
    } catch (err) {
      setSms(null);
      showCallError(err);
    }
  }

  /** Checks the code and logs in with the token; returns the code field's error key, if any. */
  async function confirmSms(code: string): Promise<string | null> {
    if (!sms) return null;
    try {
      const { SMSToken } = await validateSmsCode({ ...sms.credentials, SMSCode: code });
      const result = await whileBusy(authenticate({ ...sms.credentials, SMSToken }));
      if (result.requireSMSVerification) throw new Error('SMS verification asked for twice');
      await loggedIn(result);
      return null;
    } catch (err) {
      if (isApiError(err, ERRORS.SmsCodeInvalid.code)) return errorI18nKey(err.code);
      setSms(null);
      showCallError(err);
      return null;
    }
  }

  return {
    submit,
    sms,
    confirmSms,
    cancelSms: () => setSms(null),
    pending: leaving || busy > 0,
  };
}
