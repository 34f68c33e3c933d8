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
] as const;
const LOGIN_METHODS = ['PASSWORD', 'SMS', 'BANKID'];

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A detail's value as text: a login method in words, changed settings by their labels, lists joined. */
function valueText(key: string, value: unknown, t: Translate): string {
  if (key === 'Method' && typeof value === 'string' && LOGIN_METHODS.includes(value))
    return t(`admin.portal.options.LoginType.${value}`);
  if (Array.isArray(value)) return value.map((v) => valueText('', v, t)).join(', ');
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

/** The audit log's words: an action's name, and an entry's details as one line. */
export function useAuditTexts() {
  const { t } = useTranslation();
  const actionLabel = (action: string) =>
    (AUDIT_ACTIONS as readonly string[]).includes(action)
      ? t(`admin.audit.actions.${action.replaceAll('.', '_')}`)
      : action;
  const details = (entry: AuditEntry) =>
    Object.entries(entry.Details)
      .filter(([, v]) => v !== null && v !== '')
      .map(([k, v]) =>
        t('admin.portal.readOnlyValue', {
          label: (DETAIL_KEYS as readonly string[]).includes(k) ? t(`admin.audit.details.${k}`) : k,
          value: valueText(k, v, t),
        }),
      )
      .join(t('admin.portal.separator'));
  return { actionLabel, details };
}
