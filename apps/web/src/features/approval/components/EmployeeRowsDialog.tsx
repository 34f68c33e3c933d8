import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import type { TimeEntry } from '@lonportal/domain/time/entries';
import { useSession } from '../../../lib/session';
import { useTidKoder } from '../../../lib/reference-lists/get-tidkoder';
import { HistoryDialog, useTimeReport } from '../../time';
import { countByStatus, refusalOf } from '../../../lib/row-status/status-actions';
import { usePhoneLayout } from '../../../ui/screen';
import { RowsActionDialog, type RowsActionDialogProps } from '../../../ui/RowsActionDialog';
import { EmployeeRowCards, EmployeeRowTable } from './EmployeeRows';

const DIALOG_WIDTH = 960;

/**
 * One employee's rows of the period with their status and history, and the action for just them;
 * a table on a wide screen, a list on a phone.
 */
export function EmployeeRowsDialog(props: RowsActionDialogProps) {
  const { anstNr, name, period, flags, actions } = props;
  const { t } = useTranslation();
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const report = useTimeReport(ftgId, anstNr, period);
  const codes = useTidKoder(ftgId);
  const [historyOf, setHistoryOf] = useState<TimeEntry | null>(null);
  const phone = usePhoneLayout();

  const codeName = (code: string) => codes.data?.find((c) => c.TidKod === code)?.BenText ?? '';
  const rows = report.data?.Rader ?? [];
  const counts = countByStatus(rows);
  const refusals = actions.map((a) => (report.data ? refusalOf(counts, a, flags) : null));
  const nothingPossible = report.data !== undefined && refusals.every((r) => r !== null);
  const shown = { rows, name, codeName, onHistory: setHistoryOf };

  return (
    <RowsActionDialog
      {...props}
      width={DIALOG_WIDTH}
      query={report}
      rows={rows}
      after={
        <>
          {nothingPossible && rows.length > 0 && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t(refusals[0] ?? 'approval.noRows')}
            </Alert>
          )}
          {historyOf && <HistoryDialog ftgId={ftgId} row={historyOf} onClose={() => setHistoryOf(null)} />}
        </>
      }
    >
      {phone ? <EmployeeRowCards {...shown} /> : <EmployeeRowTable {...shown} />}
    </RowsActionDialog>
  );
}
