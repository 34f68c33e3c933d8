import { useTranslation } from 'react-i18next';
import type { CompanyRegisterEntry } from '@lonportal/domain/registers/company';
import { showError } from '../../lib/api-errors';
import { useConfirm } from '../../ui/confirm';
import { useSnackbar } from '../../ui/snackbar';
import { useArchiveCompany } from './api/companies';

/**
 * Archiving a company, after a question that says what it means (SPEC §2.4: no one works in it
 * and it leaves the company choice; its data is kept), and restoring one.
 */
export function useCompanyArchive() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { showSnackbar } = useSnackbar();
  const step = useArchiveCompany();

  async function archive(c: CompanyRegisterEntry) {
    const answer = await confirm({
      title: t('registers.companies.archive.confirmTitle', { namn: c.Namn }),
      text: t('registers.companies.archive.confirmText'),
      confirmText: t('registers.companies.archive.action'),
      confirmColor: 'error',
    });
    if (answer !== 'confirm') return;
    try {
      await step.mutateAsync({ ftgId: c.FtgId, version: c.Version, step: 'archive' });
      showSnackbar({ text: t('registers.companies.archive.done', { namn: c.Namn }), color: 'success' });
    } catch (err) {
      showError(err);
    }
  }

  async function restore(c: CompanyRegisterEntry) {
    try {
      await step.mutateAsync({ ftgId: c.FtgId, version: c.Version, step: 'restore' });
      showSnackbar({ text: t('registers.companies.restore.done', { namn: c.Namn }), color: 'success' });
    } catch (err) {
      showError(err);
    }
  }

  return {
    archive: (c: CompanyRegisterEntry) => void archive(c),
    restore: (c: CompanyRegisterEntry) => void restore(c),
  };
}
