import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ReminderFormSchema, type Reminder, type ReminderInput } from '@lonportal/domain/admin/reminders';
import type { Roll } from '@lonportal/domain/roles';

// A reminder's form (/admin/reminders): what, to whom, when and how.

export type ReminderFormOutput = Omit<ReminderInput, 'Version'>;
export interface ReminderFormValues {
  Namn: string;
  Typ: ReminderInput['Typ'] | null;
  Roller: Roll[];
  Avdelningar: string[];
  Anvandare: string[];
  Kanaler: ReminderInput['Kanaler'];
  Schema: { Dagar: number[]; SistaArbetsdagen: boolean; FlyttaTillArbetsdag: boolean; Tid: string };
  Aktiv: boolean;
}

export const reminderResolver = zodResolver(ReminderFormSchema) as unknown as Resolver<
  ReminderFormValues,
  unknown,
  ReminderFormOutput
>;

/** The form's values of a saved reminder, or of a new one (null). */
export const reminderFormOf = (r: Reminder | null): ReminderFormValues =>
  r
    ? {
        Namn: r.Namn,
        Typ: r.Typ,
        Roller: r.Roller,
        Avdelningar: r.Avdelningar,
        Anvandare: r.Anvandare,
        Kanaler: r.Kanaler,
        Schema: r.Schema,
        Aktiv: r.Aktiv,
      }
    : {
        Namn: '',
        Typ: null,
        Roller: [],
        Avdelningar: [],
        Anvandare: [],
        Kanaler: ['MESSAGE'],
        Schema: { Dagar: [], SistaArbetsdagen: true, FlyttaTillArbetsdag: true, Tid: '09:00' },
        Aktiv: true,
      };

/** The fields of `mine` that differ from `before`. */
export const changedFields = (mine: ReminderFormValues, before: ReminderFormValues) =>
  (Object.keys(mine) as (keyof ReminderFormValues)[]).filter(
    (k) => JSON.stringify(mine[k]) !== JSON.stringify(before[k]),
  );
