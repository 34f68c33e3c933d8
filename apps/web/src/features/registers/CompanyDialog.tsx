import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { CompanyRegisterEntry } from '@lonportal/domain/registers/company';
import { AppDialog } from '../../ui/AppDialog';
import { SaveActions } from '../../ui/dialog-save';
import { useDiscardGuard } from '../../ui/use-discard-guard';
import { CompanyFields } from './CompanyFields';
import { useCompanyForm } from './use-company-form';

/** The company dialog of /admin/companies: `company` null creates one, otherwise edits it (LIC). */
export function CompanyDialog({
  company,
  onClose,
}: {
  company: CompanyRegisterEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useCompanyForm(company, onClose);
  const close = useDiscardGuard(form.isDirty, onClose);
  const isNew = form.base === null;
  return (
    <AppDialog
      open
      onClose={close}
      persistent={form.isSubmitting}
      title={t(isNew ? 'registers.companies.new' : 'registers.companies.edit')}
      width={720}
      onSubmit={(event) => void form.submit(event)}
      actions={
        <SaveActions
          onCancel={close}
          pending={form.isSubmitting}
          submitText={isNew ? 'registers.companies.create' : 'registers.save'}
        />
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {form.conflict && <Alert severity="warning">{t('registers.companies.conflict')}</Alert>}
        <CompanyFields control={form.control} isNew={isNew} />
      </Stack>
    </AppDialog>
  );
}
