import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, type AuditEntry } from '@lonportal/domain/admin/audit';

/** The details the log names in words (admin.audit.details.*); others show by their wire name. */
const DETAIL_KEYS = [
  'Method',
  'Ip',
  'Login',
  'Action',
  'From',
  'To',
  'Antal',
  'AnstNr',
  'Code',
  'PortalInfo',
  'Company',
  'Reopened',
  'FtgId',
  'Namn',
  'Roll',
  'Kanal',
  'Typ',
  'Changes',
  'Fran',
  'Till',
  'Tidrader',
  'Ersattningar',
  'Rader',
  'Kalla',
  'Ar',
  'Kansligt',
  'Filnamn',
  'Type',
  'Url',
  'FtgKey',
  'Fore',
  'Avdelning',
  'Stangd',
  'Falt',
  'GallerFran',
  'Register',
  'Kod',
] as const;
/**
 * Details a reader of the log does not read: the ids of rows (the line names the person and the
 * period), the BankID order's references, a deleted trip's whole content, a settings version.
 */
const HIDDEN = new Set(['AutoStartToken', 'OrderRef', 'Resa', 'Version', 'Id', 'ExportId']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LOGIN_METHODS = ['PASSWORD', 'SMS', 'BANKID'];

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The words of a coded value, by its key and the entry's action; null where the value is its own word. */
function codeWord(key: string, value: string, action: string, t: Translate): string | null {
  const word = (k: string) => t(k, { defaultValue: value });
  if (key === 'Method' && LOGIN_METHODS.includes(value)) return t(`admin.portal.options.LoginType.${value}`);
  if (key === 'Action') return word(`admin.audit.steps.${value}`);
  if (key === 'Roll') return word(`roles.${value}`);
  if (key === 'Kanal') return word(`admin.reminders.channels.${value}`);
  if (key === 'Typ' && action.startsWith('absence.')) return word(`absence.kind.${value}`);
  if (key === 'Typ' && action.startsWith('reminder.')) return word(`admin.reminders.kinds.${value}`);
  if (key === 'Typ' && action === 'renumbered') return word(`admin.renumber.kinds.${value}`);
  if (key === 'Register') return word(`admin.audit.registers.${value}`);
  if (key === 'Falt' && action === 'employee.updated') return word(`admin.audit.employeeFields.${value}`);
  if ((key === 'From' || key === 'To') && action === 'nearAccident.moved')
    return word(`nearAccident.status.${value}`);
  return null;
}

/** A detail's value as text: codes in words, changed settings by their labels, lists joined. */
function valueText(key: string, value: unknown, action: string, t: Translate): string {
  if (typeof value === 'boolean') return t(value ? 'admin.audit.yes' : 'admin.audit.no');
  if (typeof value === 'string') return codeWord(key, value, action, t) ?? value;
  if (Array.isArray(value)) return value.map((v) => valueText(key, v, action, t)).join(', ');
  if (value !== null && typeof value === 'object')
    return Object.keys(value)
      .map((field) =>
        t(`admin.portal.fields.${field.replace(/\d$/, '')}.label`, {
          defaultValue: field,
          unit: field.at(-1),
        }),
      )
      .join(', ');
  return String(value);
}

/** Whether a detail says anything to a reader: not empty, not an id, not a technical reference. */
const shown = ([key, value]: [string, unknown]) =>
  value !== null &&
  value !== '' &&
  !HIDDEN.has(key) &&
  !/Id$/.test(key) &&
  !(typeof value === 'string' && UUID.test(value)) &&
  !(Array.isArray(value) && value.length === 0);

/** An entry's details as one line of words (what a reader needs; ids and references left out). */
export function auditDetailsText(entry: Pick<AuditEntry, 'Action' | 'Details'>, t: Translate): string {
  return Object.entries(entry.Details)
    .filter(shown)
    .map(([k, v]) =>
      t('admin.portal.readOnlyValue', {
        label: (DETAIL_KEYS as readonly string[]).includes(k) ? t(`admin.audit.details.${k}`) : k,
        value: valueText(k, v, entry.Action, t),
      }),
    )
    .join(t('admin.portal.separator'));
}

/** The audit log's words: an action's name, and an entry's details as one line. */
export function useAuditTexts() {
  const { t } = useTranslation();
  const actionLabel = (action: string) =>
    (AUDIT_ACTIONS as readonly string[]).includes(action)
      ? t(`admin.audit.actions.${action.replaceAll('.', '_')}`)
      : action;
  const details = (entry: AuditEntry) => auditDetailsText(entry, t);
  return { actionLabel, details };
}
