import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Download from '@mui/icons-material/Download';
import type { PayrollExport } from '@lonportal/domain/payroll/paxml';
import { storedFile } from './export-file';

/** How a transfer went: the rows sent, with the file to download, or that there was nothing to send. */
export function ExportResult({
  result,
  onDownload,
}: {
  result: PayrollExport;
  onDownload: (e: PayrollExport) => void;
}) {
  const { t } = useTranslation();
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
      {t('payrollExport.result.done', { count: result.Antal })}
    </Alert>
  ) : (
    <Alert severity="info" sx={{ mb: 2 }}>
      {t('payrollExport.result.nothing')}
    </Alert>
  );
}
