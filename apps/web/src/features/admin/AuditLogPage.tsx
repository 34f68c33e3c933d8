import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@lonportal/domain/admin/audit';
import { can } from '@lonportal/domain/access/capabilities';
import { accessContextFromMe } from '@lonportal/domain/access/context-from-me';
import { addDays } from '@lonportal/domain/dates';
import { todayIso } from '../../lib/date-filter';
import { formatDateTime } from '../../lib/date-format';
import { downloadFile } from '../../lib/file-transfer';
import { usePortalInfo } from '../../lib/reference-lists/get-portal-info';
import { useSession } from '../../lib/session';
import { FormCheckbox } from '../../ui/FormCheckbox';
import { FormDateField } from '../../ui/FormDateField';
import { FormSelect } from '../../ui/FormSelect';
import { FormTextField } from '../../ui/FormTextField';
import { PagedList } from '../../ui/PagedList';
import { auditCsvUrl, useAuditLog, type AuditFilter } from './api/audit';

/** The log opens on the last 30 days. */
const DEFAULT_DAYS = 30;

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

/**
 * The audit log: logins and their steps, company switches, administration and status
 * changes of time, newest first; filtered, paged and as a CSV file. FTG reads their company's,
 * LIC and ADM every company's.
 */
export function AuditLogPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const portal = usePortalInfo(ftgId);
  const allCompanies = portal.data
    ? can('readAuditOfAllCompanies', accessContextFromMe(me, portal.data))
    : false;
  const perPage = me.UserAppSettings.PaginationPerPage;
  const [filter, setFilter] = useState<AuditFilter>(() => ({
    From: addDays(todayIso(), -DEFAULT_DAYS),
    To: todayIso(),
    Action: null,
    Anvandare: '',
    AllaForetag: false,
  }));
  const [page, setPage] = useState(1);
  const log = useAuditLog(ftgId, filter, { Page: page, PerPage: perPage });
  const { control, handleSubmit, setError } = useForm<AuditFilter>({ defaultValues: filter });
  /** Takes the fields as they are; false (the To field marked) when the period ends before it starts. */
  const take = (values: AuditFilter): boolean => {
    if (values.To < values.From) {
      setError('To', { message: 'validation.period.endBeforeStart' }, { shouldFocus: true });
      return false;
    }
    setFilter(values);
    setPage(1);
    return true;
  };
  const apply = handleSubmit((values) => void take(values));
  // The file holds what the fields say now, shown on the page too.
  const downloadCsv = handleSubmit(async (values) => {
    if (take(values)) await downloadFile(auditCsvUrl(values), `audit-${values.From}-${values.To}.csv`);
  });
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

  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('admin.audit.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('admin.audit.intro')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <form noValidate onSubmit={(event) => void apply(event)} aria-label={t('admin.audit.filter')}>
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormDateField control={control} name="From" label={t('admin.audit.from')} required />
              <FormDateField control={control} name="To" label={t('admin.audit.to')} required />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormSelect
                control={control}
                name="Action"
                label={t('admin.audit.action')}
                options={AUDIT_ACTIONS.map((a: AuditAction) => ({ value: a, label: actionLabel(a) }))}
                clearable
                placeholder={t('admin.audit.allActions')}
                fullWidth
              />
              <FormTextField control={control} name="Anvandare" label={t('admin.audit.user')} fullWidth />
            </Stack>
            {allCompanies && (
              <FormCheckbox control={control} name="AllaForetag" label={t('admin.audit.allCompanies')} />
            )}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
              <Button type="button" startIcon={<Download />} onClick={() => void downloadCsv()}>
                {t('admin.audit.csv')}
              </Button>
              <Button type="submit" variant="contained">
                {t('admin.audit.show')}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Paper>
      <PagedList
        query={log}
        label={t('admin.audit.title')}
        countText={(count) => t('admin.audit.count', { count })}
        emptyText={t('admin.audit.empty')}
        retryText={t('admin.audit.retry')}
        loadFailedText={t('admin.audit.loadFailed')}
        page={page}
        onPage={setPage}
        itemKey={(entry) => entry.Id}
        renderItem={(entry) => (
          <>
            <Typography component="p" sx={{ fontWeight: 600 }}>
              {actionLabel(entry.Action)}
            </Typography>
            <Typography component="p" variant="body2">
              {[
                formatDateTime(entry.At),
                entry.Namn
                  ? `${entry.Namn} (${entry.Login ?? ''})`
                  : (entry.Login ?? t('admin.audit.nobody')),
                ...(filter.AllaForetag ? [entry.FtgNamn ?? t('admin.audit.noCompany')] : []),
              ].join(t('admin.portal.separator'))}
            </Typography>
            {details(entry) && (
              <Typography
                component="p"
                variant="body2"
                color="text.secondary"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {details(entry)}
              </Typography>
            )}
          </>
        )}
      />
    </Box>
  );
}
