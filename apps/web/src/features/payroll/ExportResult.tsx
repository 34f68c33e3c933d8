import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Download from '@mui/icons-material/Download';
import type { PayrollExport } from '@lonportal/domain/payroll/paxml';
import type { PayrollTransfer } from '@lonportal/domain/payroll/transfer-window';
import { storedFile } from './export-file';
import { transferLines } from './transfer-facts';

/**
 * How a transfer went: the rows sent for how many people, the days after today that went and the
 * rows that wait, with the file to download, or that there was nothing to send.
 */
export function ExportResult({
  result,
  onDownload,
}: {
  result: PayrollTransfer;
  onDownload: (e: PayrollExport) => void;
}) {
  const { t } = useTranslation();
  const facts = transferLines(result, true)
    .slice(1)
    .map((l) => t(l.key, l.values))
    .join(' ');
  return storedFile(result) ? (
    <Alert
      severity="success"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" startIcon={<Download />} onClick={() => onDownload(result)}>
          {t('payrollExport.download')}
        </Button>
      }
    >
      {t('payrollExport.result.done', { count: result.Antal })} {facts}
    </Alert>
  ) : (
    <Alert severity="info" sx={{ mb: 2 }}>
      {t('payrollExport.result.nothing')} {facts}
    </Alert>
  );
}
