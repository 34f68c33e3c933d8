import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@lonportal/domain/admin/audit';
import { formatDateTime } from '../../lib/date-format';
import { useAuditTexts } from './use-audit-texts';

/** An entry of the audit log: the action, when, who (and in which company), and its details. */
export function AuditEntryItem({ entry, withCompany }: { entry: AuditEntry; withCompany: boolean }) {
  const { t } = useTranslation();
  const { actionLabel, details } = useAuditTexts();
  const detailText = details(entry);
  return (
    <>
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {actionLabel(entry.Action)}
      </Typography>
      <Typography component="p" variant="body2">
        {[
          formatDateTime(entry.At),
          entry.Namn ? `${entry.Namn} (${entry.Login ?? ''})` : (entry.Login ?? t('admin.audit.nobody')),
          ...(withCompany ? [entry.FtgNamn ?? t('admin.audit.noCompany')] : []),
        ].join(t('admin.portal.separator'))}
      </Typography>
      {detailText && (
        <Typography component="p" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {detailText}
        </Typography>
      )}
    </>
  );
}
