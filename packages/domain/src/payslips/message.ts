// The message an employee gets when their payslip is there (on its pay day): in Swedish for SMS and
// e-mail, with its i18n key and values so that each reader reads it in their language.
export const lonebeskedMeddelande = (period: string) => ({
  rubrik: 'Lönebesked',
  text: `Ditt lönebesked för ${period} finns nu i portalen.`,
  nyckel: 'messages.portal.payslips.PUBLISHED',
  parametrar: { period },
});
