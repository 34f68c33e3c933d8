import { useTranslation } from 'react-i18next';
import type { Reminder, ReminderRecipient } from '@lonportal/domain/admin/reminders';
import { periodName } from '../../lib/date-format';

/** The reason a person is reminded, in words: "2 rows of November 2026 to approve". */
export function useReasonText() {
  const { t, i18n } = useTranslation();
  return (r: Pick<ReminderRecipient, 'Anledning' | 'Period' | 'Antal' | 'Datum'>) =>
    t(`admin.reminders.reasons.${r.Anledning}`, {
      count: r.Antal,
      // A month reads as its name; a forgotten punch's period is its day.
      period: periodName(r.Period, i18n.language),
      datum: r.Datum ?? '',
    });
}

/** "Day 25 of the month and the last working day at 09:00". */
export function useScheduleText() {
  const { t } = useTranslation();
  return (r: Reminder) => {
    const when = [
      ...(r.Schema.Dagar.length > 0
        ? [t('admin.reminders.schedule.days', { days: r.Schema.Dagar.join(', ') })]
        : []),
      ...(r.Schema.SistaArbetsdagen ? [t('admin.reminders.schedule.lastWorkingDay')] : []),
    ].join(t('admin.reminders.schedule.and'));
    return t('admin.reminders.schedule.at', { when, tid: r.Schema.Tid });
  };
}
