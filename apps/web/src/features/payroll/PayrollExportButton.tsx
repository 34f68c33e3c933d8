import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import Payments from '@mui/icons-material/Payments';
import type { PayrollExport } from '@lonportal/domain/payroll/paxml';
import type { PayrollTransfer } from '@lonportal/domain/payroll/transfer-window';
import { errorMessageKey } from '../../lib/api-client';
import { downloadFile } from '../../lib/file-transfer';
import { useSession } from '../../lib/session';
import { AppDialog } from '../../ui/AppDialog';
import { usePayrollPreview } from './api/get-payroll-preview';
import { usePayrollExport } from './api/post-payroll-export';
import { payrollFileName, payrollFileUrl, payrollReceiptsName, payrollReceiptsUrl } from './export-file';
import { ExportHistory } from './ExportHistory';
import { ExportResult } from './ExportResult';
import { PayrollCodeMapping } from './PayrollCodeMapping';
import { transferLines } from './transfer-facts';

interface Props {
  period: { From: string; To: string };
}

/**
 * "Överför till lön" (the transfer to payroll, ADR 0007): the administrators send the period's attested
 * rows to payroll as a PAXml file, which locks them; the dialog says first what the transfer takes
 * (the server's preview: dates under the cut-off day, rows, people, days after today, rows that
 * wait), then how many rows left, offers the file, and lists the earlier transfers with their files.
 */
export function PayrollExportButton({ period }: Props) {
  const { t } = useTranslation();
  const { me } = useSession();
  const ftg = me.FtgInfo;
  const [open, setOpen] = useState(false);
  const mutation = usePayrollExport(ftg.FtgId);
  const result: PayrollTransfer | undefined = mutation.data;
  const preview = usePayrollPreview(ftg.FtgId, period, open && !result);
  const download = (e: PayrollExport) => downloadFile(payrollFileUrl(e.Id), payrollFileName(ftg.Orgnr, e));
  const downloadReceipts = (e: PayrollExport) =>
    downloadFile(payrollReceiptsUrl(e.Id), payrollReceiptsName(ftg.Orgnr, e));
  const close = () => {
    if (!mutation.isPending) setOpen(false);
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<Payments />}
        onClick={() => {
          mutation.reset();
          setOpen(true);
        }}
      >
        {t('payrollExport.button')}
      </Button>
      <AppDialog
        open={open}
        onClose={close}
        persistent={mutation.isPending}
        title={t('payrollExport.title')}
        actions={
          <>
            <Button onClick={close} disabled={mutation.isPending}>
              {t('payrollExport.close')}
            </Button>
            {!result && (
              <Button
                variant="contained"
                loading={mutation.isPending}
                disabled={!preview.data || preview.data.Antal === 0}
                onClick={() => mutation.mutate(period)}
              >
                {t('payrollExport.confirm')}
              </Button>
            )}
          </>
        }
      >
        <TransferSummary
          period={period}
          attested={ftg.KalUseAttest}
          preview={result ? undefined : preview}
          exportError={mutation.isError ? mutation.error : null}
        />
        {result && <ExportResult result={result} onDownload={(e) => void download(e)} />}
        <Divider sx={{ mb: 2 }} />
        <ExportHistory
          ftgId={ftg.FtgId}
          enabled={open}
          onDownload={download}
          onDownloadReceipts={downloadReceipts}
        />
        <Divider sx={{ my: 2 }} />
        <PayrollCodeMapping ftgId={ftg.FtgId} />
      </AppDialog>
    </>
  );
}

/**
 * What the dialog says before the file: the period, what it takes, the server's preview (while
 * nothing is transferred) and why the transfer failed.
 */
function TransferSummary({
  period,
  attested,
  preview,
  exportError,
}: {
  period: Props['period'];
  attested: boolean;
  preview: ReturnType<typeof usePayrollPreview> | undefined;
  exportError: unknown;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Typography sx={{ fontWeight: 600, mb: 1 }}>
        {t('payrollExport.period', { from: period.From, to: period.To })}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {t(attested ? 'payrollExport.intro.attested' : 'payrollExport.intro.approved')}
      </Typography>
      {preview?.data && (
        <Typography data-testid="payroll-preview" role="status" sx={{ mb: 2 }}>
          {transferLines(preview.data, false)
            .map((l) => t(l.key, l.values))
            .join(' ')}
        </Typography>
      )}
      {preview?.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t(errorMessageKey(preview.error))}
        </Alert>
      )}
      {exportError != null && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('payrollExport.failed')} {t(errorMessageKey(exportError))}
        </Alert>
      )}
    </>
  );
}
