// The error catalogue (ARCHITECTURE.md "Errors"): Code = HTTP status × 100 + a two-digit reason.
// Every body is { Code, Message, Details? }; the web translates `errors.<key>` from the code. The
// English messages are the server's (messages.ts): the web never shows them, nor downloads them.

interface ErrorDefinition {
  readonly code: number;
  /** i18n key under `errors.` in apps/web/src/i18n/*.json */
  readonly key: string;
}

const define = <const T extends Record<string, ErrorDefinition>>(t: T) => t;

export const ERRORS = define({
  ValidationFailed: { code: 40000, key: 'validationFailed' },
  MalformedRequest: { code: 40001, key: 'malformedRequest' },
  SmsCodeInvalid: { code: 40010, key: 'smsCodeInvalid' },
  SmsCodeExpired: { code: 40011, key: 'smsCodeExpired' },
  SmsTokenInvalid: { code: 40012, key: 'smsTokenInvalid' },
  InvalidImage: { code: 40020, key: 'invalidImage' },
  CurrentPasswordWrong: { code: 40013, key: 'currentPasswordWrong' },
  /** Login: wrong username or password (also used for an unknown user, so that logins can't be probed). */
  WrongCredentials: { code: 40100, key: 'wrongCredentials' },
  NotAuthenticated: { code: 40101, key: 'notAuthenticated' },
  SessionExpired: { code: 40102, key: 'sessionExpired' },
  SessionEndedPasswordChanged: { code: 40103, key: 'sessionEndedPasswordChanged' },
  SessionEndedAccessRemoved: { code: 40104, key: 'sessionEndedAccessRemoved' },
  SessionEndedRoleChanged: { code: 40105, key: 'sessionEndedRoleChanged' },
  SessionEndedCriticalDataChanged: { code: 40106, key: 'sessionEndedCriticalDataChanged' },
  SessionEndedCompanyRemoved: { code: 40107, key: 'sessionEndedCompanyRemoved' },
  SessionInactive: { code: 40108, key: 'sessionInactive' },
  /** Kept for clients of the old API; password login answers WrongCredentials instead (ADR 0003). */
  UnknownUser: { code: 40400, key: 'unknownUser' },
  Forbidden: { code: 40300, key: 'forbidden' },
  ApiMarkerMissing: { code: 40301, key: 'apiMarkerMissing' },
  CompanyNotAllowed: { code: 40302, key: 'companyNotAllowed' },
  RoleNotAllowed: { code: 40303, key: 'roleNotAllowed' },
  SalaryYearNotAllowed: { code: 40304, key: 'salaryYearNotAllowed' },
  BankIdRequired: { code: 40305, key: 'bankIdRequired' },
  SmsVerificationRequired: { code: 40306, key: 'smsVerificationRequired' },
  TimeEntryNotEditable: { code: 40310, key: 'timeEntryNotEditable' },
  EmployeeNotAllowed: { code: 40311, key: 'employeeNotAllowed' },
  PasswordChangeRequired: { code: 40307, key: 'passwordChangeRequired' },
  NotFound: { code: 40401, key: 'notFound' },
  MethodNotAllowed: { code: 40500, key: 'methodNotAllowed' },
  /** The request did not arrive in time (the server's request timeout). */
  RequestTimeout: { code: 40800, key: 'requestTimeout' },
  VersionConflict: { code: 40900, key: 'versionConflict' },
  StatusChangeNotAllowed: { code: 40910, key: 'statusChangeNotAllowed' },
  LastAdministrator: { code: 40940, key: 'lastAdministrator' },
  BankIdAlreadyInProgress: { code: 40901, key: 'bankIdAlreadyInProgress' },
  PayloadTooLarge: { code: 41300, key: 'payloadTooLarge' },
  ImageTooLarge: { code: 41301, key: 'imageTooLarge' },
  /** A path segment longer than the router accepts (ids and numbers are far shorter). */
  UriTooLong: { code: 41400, key: 'uriTooLong' },
  UnsupportedMediaType: { code: 41500, key: 'unsupportedMediaType' },
  TooManyRequests: { code: 42900, key: 'tooManyRequests' },
  HeaderTooLarge: { code: 43100, key: 'headerTooLarge' },
  SmsTooManyTries: { code: 42901, key: 'smsTooManyTries' },
  /** The user already has as many prints being prepared as one user may have (sent with Retry-After). */
  PrintsInProgress: { code: 42902, key: 'printsInProgress' },
  InternalError: { code: 50000, key: 'internalError' },
  BankIdUnavailable: { code: 50301, key: 'bankIdUnavailable' },
  ServiceUnavailable: { code: 50300, key: 'serviceUnavailable' },
  // Punch clock (/stamplingar, domain punches/punches.ts).
  PunchEditLocked: { code: 40312, key: 'punchEditLocked' },
  PunchDeleteLocked: { code: 40313, key: 'punchDeleteLocked' },
  /** A transfer would send a time code that has neither a PAXml tidkod nor a pay code: nothing is transferred. */
  PaxmlCodeMissing: { code: 40930, key: 'paxmlCodeMissing' },
  PunchAlreadyOpen: { code: 40920, key: 'punchAlreadyOpen' },
  PunchNotOpen: { code: 40921, key: 'punchNotOpen' },
  BreakAlreadyStarted: { code: 40922, key: 'breakAlreadyStarted' },
  BreakNotStarted: { code: 40923, key: 'breakNotStarted' },
  PunchOpenTooLong: { code: 40924, key: 'punchOpenTooLong' },
  PunchNotForgotten: { code: 40925, key: 'punchNotForgotten' },
  PunchNoSchedule: { code: 40926, key: 'punchNoSchedule' },
  // Compensations and receipts (/compensations, domain compensations/).
  InvalidReceiptFile: { code: 40021, key: 'invalidReceiptFile' },
  /** A PDF receipt with script, actions or embedded files. */
  ReceiptFileUnsafe: { code: 40022, key: 'receiptFileUnsafe' },
  ReceiptTooLarge: { code: 41302, key: 'receiptTooLarge' },
  CompensationNotEditable: { code: 40314, key: 'compensationNotEditable' },
  // Travel expenses (/travelExpenses, domain travel/).
  /** A completed trip is changed by reverting it first. */
  TravelNotEditable: { code: 40315, key: 'travelNotEditable' },
  /** A completed trip whose rows are attested or transferred cannot be reverted. */
  TravelNotRevertable: { code: 40931, key: 'travelNotRevertable' },
  /** SPEC §8 "missing rules for travel": a year without per diem or mileage amounts. */
  TravelRulesMissing: { code: 40932, key: 'travelRulesMissing' },
  /** Two trips of one person overlap in time; Details name the other trip (Id, Ort, Avresa, Hemkomst). */
  TravelOverlap: { code: 40936, key: 'travelOverlap' },
  /** A foreign trip in a year without Skatteverket's normalbelopp table; Details name the years. */
  TravelNormalbeloppMissing: { code: 40937, key: 'travelNormalbeloppMissing' },
  /** A normalbelopp file or address that is not Skatteverket's dataset (or cannot be reached). */
  NormalbeloppUnreadable: { code: 40023, key: 'normalbeloppUnreadable' },
  // Absence, leave and near-accident reports (domain absence/).
  /** An attachment of a type SPEC §5 does not take, or a document with active content. */
  InvalidAttachment: { code: 40024, key: 'invalidAttachment' },
  AttachmentTooLarge: { code: 41303, key: 'attachmentTooLarge' },
  /** An Office or OpenDocument file that unpacks to too much, in too many parts, or too compressed (a zip bomb). */
  AttachmentUnpacksTooLarge: { code: 41304, key: 'attachmentUnpacksTooLarge' },
  /** The change would alter days of the time report that are attested or transferred. */
  AbsenceDaysLocked: { code: 40933, key: 'absenceDaysLocked' },
  /** A leave application that is decided is changed by a manager's decision only. */
  LeaveNotEditable: { code: 40316, key: 'leaveNotEditable' },
  /**
   * Staffing (SPEC §8 "staffing conflicts"): the shift has warnings (the law, absence, overlap, a
   * missing competence) and was sent without the planner's reason for keeping it.
   */
  StaffingConflicts: { code: 40950, key: 'staffingConflicts' },
  /** The decision cannot be taken from the application's state. */
  LeaveDecisionNotAllowed: { code: 40934, key: 'leaveDecisionNotAllowed' },
  /** A near-accident report moved to a state it cannot go to from where it is. */
  NearAccidentMoveNotAllowed: { code: 40935, key: 'nearAccidentMoveNotAllowed' },
  /** Only the reporter, and only while the report is NEW. */
  NearAccidentNotEditable: { code: 40317, key: 'nearAccidentNotEditable' },
  /** Rows an absence report or a leave application made are changed through it. */
  EntryOwnedByAbsence: { code: 40318, key: 'entryOwnedByAbsence' },
  // The registers (domain registers/).
  /** A code or unit that something refers to is closed, not deleted (its name is kept for what used it). */
  RegisterInUse: { code: 40938, key: 'registerInUse' },
  /** The company one works in is archived from another company (it would end one's own work in it). */
  CompanyIsCurrent: { code: 40939, key: 'companyIsCurrent' },
  /** An import file that is not a PAXml file valid under both schemas, or not readable CSV; Details say where. */
  ImportFileInvalid: { code: 40025, key: 'importFileInvalid' },
  /** A PAXml file whose header names another company's organisation number. */
  ImportWrongCompany: { code: 40026, key: 'importWrongCompany' },
  /** An import file over its limit; Details: Field Innehall (bytes) or Rader (rows), Code the limit. */
  ImportTooLarge: { code: 41305, key: 'importTooLarge' },
  /** An import with conflicts no one has decided; Details name them. */
  ImportDecisionsMissing: { code: 40941, key: 'importDecisionsMissing' },
  /** An import with wrong rows, not told to leave them; Details name them. */
  ImportRowsWrong: { code: 40942, key: 'importRowsWrong' },
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
