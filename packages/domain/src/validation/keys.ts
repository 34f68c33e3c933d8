// Validation error codes (i18n keys). Rules return one of these, never prose. SPEC §5 Validation rules.

/** Every validation key the rules in this folder can return, for i18n completeness checks. */
export const VALIDATION_KEYS = [
  'validation.required',
  'validation.integer',
  'validation.numberBetween',
  'validation.numberGreaterThan',
  'validation.number.invalid',
  'validation.alphanumeric',
  'validation.email', // InvalidEmail
  'validation.maxLength', // ExceededMaxLength
  'validation.minLength', // ValueLengthTooShort
  'validation.date.invalid',
  'validation.time.invalid', // InvalidTime
  'validation.time.skipped', // 02:00–02:59 on the spring clock-change night is no time (ADR 0021)
  'validation.personnummer.invalid',
  'validation.orgnr.invalid',
  'validation.bic.invalid',
  'validation.bankAccount.invalid',
  'validation.bankAccount.unknownClearing',
  'validation.timeEntry.hoursOrTime',
  'validation.timeEntry.unknownCode',
  'validation.timeEntry.breakNeedsTimes',
  'validation.timeEntry.breakTooLong',
  'validation.timeEntry.dateRequired',
  'validation.timeEntry.codeRequired',
  'validation.timeEntry.hoursRange',
  'validation.timeEntry.startMissing',
  'validation.timeEntry.endMissing',
  'validation.timeEntry.breakMinutes',
  'validation.timeEntry.brukareRequired',
  'validation.timeEntry.unknownBrukare',
  'validation.timeEntry.resEnhetRequired',
  'validation.timeEntry.unknownResEnhet',
  'validation.timeEntry.commentTooLong',
  'validation.resEnhet.maxLength',
  'validation.compensation.dateRequired',
  'validation.compensation.codeRequired',
  'validation.compensation.unknownCode',
  'validation.compensation.amountRequired',
  'validation.compensation.amountRange',
  'validation.compensation.vatAboveAmount',
  'validation.compensation.currency',
  'validation.compensation.rateRequired',
  'validation.compensation.rateRange',
  'validation.compensation.receiptRequired',
  'validation.compensation.brukareRequired',
  'validation.compensation.resEnhetRequired',
  'validation.compensation.textTooLong',
  'validation.date.outsideSalaryYears',
  'validation.invalid',
  'validation.invalidCharacter', // a NUL (U+0000), which no field may hold
  'validation.period.endBeforeStart',
  'validation.reopenNothing', // /admin/portal: REOPEN where the new process's first step is ready for payroll
  'validation.period.tooLong',
  'validation.phone.invalid',
  'validation.user.loginFormat', // a login has no spaces or control characters
  'validation.user.loginTaken',
  'validation.user.roleAboveOwn',
  'validation.user.companyNotAllowed',
  'validation.user.unknownAnstNr',
  'validation.user.unknownBrukare',
  'validation.user.phoneForSms',
  'validation.user.noContact', // a reset link needs an e-mail address or a phone number
  'validation.user.noResetAddress', // a reset link needs the portal's PASSWORD_RESET_URL
  'validation.company.fkNeedsLss', // FK 3059 signing is for LSS companies (SPEC §6 /fk3059)
  'validation.company.ftgKeyTaken',
  'validation.register.codeTaken', // a code (AnstNr, Avdelning) the company already has
  'validation.register.persNrTaken', // another employee of the company has this personal identity number
  'validation.register.unknownCode', // a department, brukare or schedule the company does not have
  'validation.register.closedCode', // a closed department or code is given to no one
  'validation.register.endBeforeStart',
  'validation.register.duplicateDate',
  'validation.register.persNrForBankId', // electronic ID finds the user by personal identity number
  'validation.register.weekPattern', // a work schedule has 7 days a week, for 1–8 weeks
  'validation.register.notMonday', // a rotation starts on a Monday
  'validation.register.paxmlKod', // not one of the PAXml schema's tidkoder
  'validation.register.paxmlOrLonKod', // a time code goes to payroll as a PAXml tidkod or as a pay code's hours
  'validation.renumber.same',
  'validation.renumber.unknown',
  'validation.renumber.taken',
  'validation.reminder.whenRequired',
  'validation.reminder.channelRequired',
  'validation.reminder.recipientsRequired',
  'validation.reminder.messagesOff', // the in-portal channel where the company has no inbox
  'validation.reminder.unknownUser',
  'validation.reminder.emailOff', // e-mail where no mail service is configured
  'validation.travel.returnBeforeDeparture',
  'validation.travel.outsideTrip', // an event or a day outside the trip's departure and return
  'validation.travel.eventOrder',
  'validation.travel.arrivalBeforeDeparture',
  'validation.travel.country',
  'validation.travel.distance',
  'validation.travel.km',
  'validation.travel.participants',
  'validation.travel.tooLong',
  'validation.child.incomingOverMax', // SPEC §5 Child register: ingoing used days above the allotted
  'validation.child.duplicate', // SPEC §5 Child register: the personal number is registered already
  'validation.child.inUse', // a VAB report names the child
  'validation.absence.childAge', // VAB: no child of that age (under 18, born)
  'validation.absence.unknownChild',
  'validation.absence.childRequired',
  'validation.absence.codeRequired',
  'validation.absence.notAbsenceCode',
  'validation.absence.noCode', // the company has no time code for sickness or VAB offered to the employee
  'validation.absence.recoveredBeforeStart',
  'validation.absence.overlaps',
  'validation.absence.tooLong',
  'validation.absence.degree',
  'validation.leave.toBeforeFrom',
  'validation.staffing.emptyShift',
  'validation.staffing.acrossMidnight',
  'validation.staffing.endBeforeStart',
  'validation.staffing.periodTooLong',
  'validation.staffing.endInPast',
  'validation.staffing.reasonRequired',
  'validation.staffing.notOwnShift',
  'validation.staffing.swapTooLate',
  'validation.leave.noWorkingDays',
  'validation.leavePlan.deadlineAfterEnd', // the last day for wishes after the planning period
  'validation.nearAccident.future',
  'validation.nearAccident.tooManyFiles',
  'validation.attachment.type', // SPEC §5: only PDF, Word, text, image, OOXML, Excel, OpenDocument, PowerPoint
  'validation.attachment.tooLarge',
] as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[number];

/** True when `s` is one of the known validation keys. */
export function isValidationKey(s: string): s is ValidationKey {
  return (VALIDATION_KEYS as readonly string[]).includes(s);
}
