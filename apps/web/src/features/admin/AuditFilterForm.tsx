import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Download from '@mui/icons-material/Download';
import { AUDIT_ACTIONS, type AuditAction } from '@lonportal/domain/admin/audit';
import { FormCheckbox } from '../../ui/FormCheckbox';
import { FormDateField } from '../../ui/FormDateField';
import { FormSelect } from '../../ui/FormSelect';
import { FormTextField } from '../../ui/FormTextField';
import type { AuditFilter } from './api/audit';
import { useAuditTexts } from './use-audit-texts';

/** The audit log's filter: the period, the action, the user, and every company where allowed. */
export function AuditFilterForm({
  control,
  allCompanies,
  onApply,
  onDownloadCsv,
}: {
  control: Control<AuditFilter>;
  allCompanies: boolean;
  onApply: (event: FormEvent) => void;
  onDownloadCsv: () => void;
}) {
  const { t } = useTranslation();
  const { actionLabel } = useAuditTexts();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <form noValidate onSubmit={onApply} aria-label={t('admin.audit.filter')}>
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
            <Button type="button" startIcon={<Download />} onClick={onDownloadCsv}>
              {t('admin.audit.csv')}
            </Button>
            <Button type="submit" variant="contained">
              {t('admin.audit.show')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Paper>
  );
}
