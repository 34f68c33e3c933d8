import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RES_DIMS, type TimeEntry } from '@lonportal/domain/time/entries';
import { errorMessageKey } from '../../../lib/api-client';
import { useBrukarlista } from '../../../lib/reference-lists/get-brukarlista';
import { useResEnheter } from '../../../lib/reference-lists/get-resenheter';
import { useTidKoder } from '../../../lib/reference-lists/get-tidkoder';
import { useSession } from '../../../lib/session';
import { AppDialog } from '../../../ui/AppDialog';
import { PageLoader } from '../../../ui/PageLoader';
import { useEntryHistory } from '../api/get-entry-history';
import { historyLines, type HistoryNames } from '../history';

interface Props {
  ftgId: string;
  row: TimeEntry;
  onClose: () => void;
}

/**
 * The row's audit trail in sentences: who created, changed, approved, attested or
 * transferred it, and when, with the entry form's labels and the code lists' names.
 */
export function HistoryDialog({ ftgId, row, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const { me } = useSession();
  const ftg = me.FtgInfo;
  const history = useEntryHistory(ftgId, row.Id);
  const codes = useTidKoder(ftgId);
  const brukare = useBrukarlista(ftgId, ftg.UseLSS);
  const units = useResEnheter(
    ftgId,
    RES_DIMS.some((n) => ftg[`OpenResEnhet${n}`]),
  );
  const lng = i18n.resolvedLanguage ?? i18n.language;

  const names = useMemo<HistoryNames>(() => {
    const codeText = new Map((codes.data ?? []).map((c) => [c.TidKod, c.BenText]));
    const brukareName = new Map(
      (brukare.data ?? []).map((b) => [b.Brukare, `${b.FoNamn} ${b.EfNamn}`.trim()]),
    );
    return {
      lng,
      codeText: (code) => codeText.get(code) ?? '',
      brukareName: (nr) => brukareName.get(nr) ?? '',
      resLabel: (n) => ftg[`ResEnhetNamn${n}`],
      resName: (n, kod) => units.data?.[`ResEnh${n}`].find((u) => u.Kod === kod)?.Namn ?? '',
    };
  }, [lng, codes.data, brukare.data, units.data, ftg]);
  const lines = useMemo(
    () => (history.data ? historyLines(history.data, t, names) : []),
    [history.data, t, names],
  );

  return (
    <AppDialog
      open
      onClose={onClose}
      title={t('timeReport.history.title', { date: row.Datum, code: row.TidKod })}
      width={720}
      actions={<Button onClick={onClose}>{t('timeReport.action.close')}</Button>}
    >
      {history.isPending ? (
        <PageLoader />
      ) : history.isError ? (
        <Alert severity="error">{t(errorMessageKey(history.error))}</Alert>
      ) : lines.length === 0 ? (
        <Typography>{t('timeReport.history.empty')}</Typography>
      ) : (
        <Table size="small" aria-label={t('timeReport.history.label')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('timeReport.history.when')}</TableCell>
              <TableCell>{t('timeReport.history.what')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line, i) => (
              <TableRow key={i}>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  {/* On a phone the date and the time each keep to one line. */}
                  {line.when.split(' ').map((part, j) => (
                    <span key={j} style={{ whiteSpace: 'nowrap' }}>
                      {j > 0 && ' '}
                      {part}
                    </span>
                  ))}
                </TableCell>
                <TableCell sx={{ verticalAlign: 'top', overflowWrap: 'anywhere' }}>
                  {line.sentences.map((sentence, j) => (
                    <div key={j}>{sentence}</div>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </AppDialog>
  );
}
