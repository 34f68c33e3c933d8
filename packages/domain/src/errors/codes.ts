// The error catalogue (ARCHITECTURE.md "Errors"): Code = HTTP status × 100 + a two-digit reason.
// Every body is { Code, Message, Details? }; the web translates `errors.<key>` from the code.

interface ErrorDefinition {
  readonly code: number;
  /** i18n key under `errors.` in apps/web/src/i18n/*.json */
  readonly key: string;
  /** English fallback for logs and API consumers; the web never shows it untranslated. */
  readonly message: string;
}

const define = <const T extends Record<string, ErrorDefinition>>(t: T) => t;

export const ERRORS = define({
  ValidationFailed: { code: 40000, key: 'validationFailed', message: 'The request has invalid fields.' },
  MalformedRequest: { code: 40001, key: 'malformedRequest', message: 'The request could not be read.' },
  SmsCodeInvalid: { code: 40010, key: 'smsCodeInvalid', message: 'The SMS code is wrong.' },
  SmsCodeExpired: {
    code: 40011,
    key: 'smsCodeExpired',
    message: 'The SMS code has expired. Request a new one.',
  },
  SmsTokenInvalid: {
    code: 40012,
    key: 'smsTokenInvalid',
    message: 'The SMS verification is missing or used.',
  },
  InvalidImage: {
    code: 40020,
    key: 'invalidImage',
    message: 'The picture must be a HEIC, HEIF, PNG or JPEG image.',
  },
  CurrentPasswordWrong: {
    code: 40013,
    key: 'currentPasswordWrong',
    message: 'The current password is wrong.',
  },
  /** Login: wrong username or password (also used for an unknown user, so that logins can't be probed). */
  WrongCredentials: { code: 40100, key: 'wrongCredentials', message: 'Wrong username or password.' },
  NotAuthenticated: { code: 40101, key: 'notAuthenticated', message: 'You are not logged in.' },
  SessionExpired: { code: 40102, key: 'sessionExpired', message: 'The session has ended. Log in again.' },
  SessionEndedPasswordChanged: {
    code: 40103,
    key: 'sessionEndedPasswordChanged',
    message: 'Your password was changed. Log in again.',
  },
  SessionEndedAccessRemoved: {
    code: 40104,
    key: 'sessionEndedAccessRemoved',
    message: 'Your access has been removed.',
  },
  SessionEndedRoleChanged: {
    code: 40105,
    key: 'sessionEndedRoleChanged',
    message: 'Your role has changed. Log in again.',
  },
  SessionEndedCriticalDataChanged: {
    code: 40106,
    key: 'sessionEndedCriticalDataChanged',
    message: 'Your account details have changed. Log in again.',
  },
  SessionEndedCompanyRemoved: {
    code: 40107,
    key: 'sessionEndedCompanyRemoved',
    message: 'The company has been removed from your account.',
  },
  SessionInactive: {
    code: 40108,
    key: 'sessionInactive',
    message: 'You were logged out after a period of inactivity.',
  },
  /** Kept for clients of the old API; password login answers WrongCredentials instead (ADR 0003). */
  UnknownUser: { code: 40400, key: 'unknownUser', message: 'Unknown user.' },
  Forbidden: { code: 40300, key: 'forbidden', message: 'You may not do this.' },
  ApiMarkerMissing: {
    code: 40301,
    key: 'apiMarkerMissing',
    message: 'The request lacks the API marker header.',
  },
  CompanyNotAllowed: {
    code: 40302,
    key: 'companyNotAllowed',
    message: 'You do not have access to that company.',
  },
  RoleNotAllowed: { code: 40303, key: 'roleNotAllowed', message: 'Your role may not use this function.' },
  SalaryYearNotAllowed: {
    code: 40304,
    key: 'salaryYearNotAllowed',
    message: 'That salary year is not available.',
  },
  BankIdRequired: {
    code: 40305,
    key: 'bankIdRequired',
    message: 'Your account must log in with BankID.',
  },
  SmsVerificationRequired: {
    code: 40306,
    key: 'smsVerificationRequired',
    message: 'This company requires a code sent by SMS.',
  },
  TimeEntryNotEditable: {
    code: 40310,
    key: 'timeEntryNotEditable',
    message: 'The row is approved, attested or transferred to payroll and can no longer be changed.',
  },
  EmployeeNotAllowed: {
    code: 40311,
    key: 'employeeNotAllowed',
    message: "You may not handle this employee's time.",
  },
  PasswordChangeRequired: {
    code: 40307,
    key: 'passwordChangeRequired',
    message: 'Choose a new password before you go on.',
  },
  NotFound: { code: 40401, key: 'notFound', message: 'Not found.' },
  MethodNotAllowed: { code: 40500, key: 'methodNotAllowed', message: 'Method not allowed.' },
  /** The request did not arrive in time (the server's request timeout). */
  RequestTimeout: { code: 40800, key: 'requestTimeout', message: 'The request took too long to arrive.' },
  VersionConflict: {
    code: 40900,
    key: 'versionConflict',
    message: 'Someone else changed this in the meantime. Reload and try again.',
  },
  StatusChangeNotAllowed: {
    code: 40910,
    key: 'statusChangeNotAllowed',
    message: 'The company does not use this step of approval or attestation.',
  },
  LastAdministrator: {
    code: 40940,
    key: 'lastAdministrator',
    message: 'The licence must keep at least one active administrator (LIC or ADM).',
  },
  BankIdAlreadyInProgress: {
    code: 40901,
    key: 'bankIdAlreadyInProgress',
    message: 'A BankID order for this person is already in progress. Try again.',
  },
  PayloadTooLarge: { code: 41300, key: 'payloadTooLarge', message: 'The request is too large.' },
  ImageTooLarge: { code: 41301, key: 'imageTooLarge', message: 'The picture is too large.' },
  /** A path segment longer than the router accepts (ids and numbers are far shorter). */
  UriTooLong: { code: 41400, key: 'uriTooLong', message: 'The address is too long.' },
  UnsupportedMediaType: { code: 41500, key: 'unsupportedMediaType', message: 'Unsupported content type.' },
  TooManyRequests: { code: 42900, key: 'tooManyRequests', message: 'Too many attempts. Wait a moment.' },
  HeaderTooLarge: {
    code: 43100,
    key: 'headerTooLarge',
    message: 'The request headers are too large.',
  },
  SmsTooManyTries: {
    code: 42901,
    key: 'smsTooManyTries',
    message: 'Too many wrong codes. Request a new code.',
  },
  /** The user already has as many prints being prepared as one user may have (sent with Retry-After). */
  PrintsInProgress: {
    code: 42902,
    key: 'printsInProgress',
    message: 'Your earlier prints are still being prepared. Try again when they are done.',
  },
  InternalError: { code: 50000, key: 'internalError', message: 'Something went wrong on our side.' },
  BankIdUnavailable: {
    code: 50301,
    key: 'bankIdUnavailable',
    message: 'BankID cannot be reached right now. Try again in a while.',
  },
  ServiceUnavailable: {
    code: 50300,
    key: 'serviceUnavailable',
    message: 'Temporary interruption. Try again soon.',
  },
  // Punch clock (/stamplingar, domain time-reporting/punches.ts).
  PunchEditLocked: {
    code: 40312,
    key: 'punchEditLocked',
    message: 'The company does not let employees correct their punches.',
  },
  PunchDeleteLocked: {
    code: 40313,
    key: 'punchDeleteLocked',
    message: 'The company does not let employees delete their punches.',
  },
  /** A transfer would send a time code that has neither a PAXml tidkod nor a pay code: nothing is transferred. */
  PaxmlCodeMissing: {
    code: 40930,
    key: 'paxmlCodeMissing',
    message: 'A time code has neither a PAXml code nor a pay code for payroll. Nothing was transferred.',
  },
  PunchAlreadyOpen: { code: 40920, key: 'punchAlreadyOpen', message: 'You are already punched in.' },
  PunchNotOpen: { code: 40921, key: 'punchNotOpen', message: 'There is no open punch.' },
  BreakAlreadyStarted: { code: 40922, key: 'breakAlreadyStarted', message: 'A break has already started.' },
  BreakNotStarted: { code: 40923, key: 'breakNotStarted', message: 'No break has been started.' },
  PunchOpenTooLong: {
    code: 40924,
    key: 'punchOpenTooLong',
    message: 'The punch has been open for more than 24 hours. Close it from the schedule or correct it.',
  },
  PunchNotForgotten: {
    code: 40925,
    key: 'punchNotForgotten',
    message: 'Only a forgotten punch-out can be closed from the schedule.',
  },
  PunchNoSchedule: {
    code: 40926,
    key: 'punchNoSchedule',
    message: 'The day has no scheduled end after the punch-in. Correct the punch instead.',
  },
});

export type ErrorName = keyof typeof ERRORS;
export type ErrorCode = (typeof ERRORS)[ErrorName]['code'];

/** The HTTP status a code is sent with: its first three digits. */
export const statusOfCode = (code: number): number => Math.floor(code / 100);

/** The i18n key for a code, or the generic key for one the catalogue does not know. */
export function errorI18nKey(code: number): string {
  const def = Object.values(ERRORS).find((e) => e.code === code);
  return `errors.${def ? def.key : 'unknown'}`;
}

/** SPEC §8: a 401, or a 403 whose code does not start with 403, ends a logged-in session. */
export function endsSession(status: number, code: number | undefined): boolean {
  if (status === 401) return true;
  if (status === 403) return code === undefined || statusOfCode(code) !== 403;
  return false;
}

/** Login codes that mark the username and password fields invalid (SPEC §8). */
export const LOGIN_FIELD_CODES: readonly number[] = [ERRORS.WrongCredentials.code, ERRORS.UnknownUser.code];

/** One field problem in `Details` of a 400: the field's wire name and an i18n key. */
export interface ErrorDetail {
  Field: string;
  Code: string;
}

/** The one error body shape of the API. */
export interface ErrorBody {
  Code: number;
  Message: string;
  Details?: ErrorDetail[];
}
