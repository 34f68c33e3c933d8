import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/DownloadOutlined';
import {
  EMPLOYEE_CSV_MAX_BYTES,
  EMPLOYEE_CSV_MAX_ROWS,
  EMPLOYEE_CSV_TEMPLATE_NAMES,
  type EmployeeCsvResult,
} from '@lonportal/domain/registers/employee-csv';
import { downloadFile } from '../../../lib/file-transfer';
import { useErrorMessageText } from '../../../ui/field-error';
import { employeeCsvTemplateUrl, useEmployeeCsvImport } from '../api/imports';
import { csvColumnName, templateLanguage } from './csv-columns';
import { FileChooser } from './FileChooser';
import { formatFileSize, readImportFile, type ImportFile } from './import-file';
import { ImportProblem } from './ImportProblem';

/** The employees listed before "show more". */
const PAGE = 50;

/**
 * New employees from a CSV file (ADR 0029), for a company whose payroll program does not write
 * PAXml: the template in the user's language, a preview of every row's faults ("Rad 3,
 * Personnummer: …"), and nothing stored until every row is right or the person leaves out the
 * wrong ones.
 */
export function CsvImport({ ftgId }: { ftgId: string }) {
  const { t, i18n } = useTranslation();
  const lng = templateLanguage(i18n.resolvedLanguage ?? i18n.language);
  const run = useEmployeeCsvImport(ftgId);
  const [file, setFile] = useState<ImportFile | null>(null);
  const [reading, setReading] = useState(false);
  const [refused, setRefused] = useState<number | null>(null);
  const [preview, setPreview] = useState<EmployeeCsvResult | null>(null);
  const [stored, setStored] = useState<EmployeeCsvResult | null>(null);
  const [skipWrong, setSkipWrong] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const send = (chosen: ImportFile, store: boolean, onSuccess: (result: EmployeeCsvResult) => void) => {
    setError(null);
    run.mutate(
      {
        body: { Filnamn: chosen.name, Innehall: chosen.content, HoppaOverFel: store && skipWrong },
        store,
      },
      { onSuccess, onError: setError },
    );
  };

  // A chosen file is previewed at once: the import has nothing else to set.
  const choose = async (picked: File) => {
    setReading(true);
    setStored(null);
    setPreview(null);
    setError(null);
    try {
      const read = await readImportFile(picked, EMPLOYEE_CSV_MAX_BYTES);
      setRefused(read === 'tooLarge' ? picked.size : null);
      setFile(read === 'tooLarge' ? null : read);
      if (read !== 'tooLarge')
        send(read, false, (result) => {
          setPreview(result);
          setSkipWrong(false);
        });
    } finally {
      setReading(false);
    }
  };

  const importFile = () =>
    file &&
    send(file, true, (result) => {
      setStored(result);
      setPreview(null);
      setFile(null);
    });

  const wrongRows = new Set(preview?.Fel.map((f) => f.Rad)).size;
  const blocked = !preview || preview.Ratt === 0 || (wrongRows > 0 && !skipWrong);

  return (
    <Stack spacing={2}>
      <Typography variant="body2">{t('registers.import.csv.intro')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('registers.import.csv.limits', {
          rows: EMPLOYEE_CSV_MAX_ROWS.toLocaleString(lng),
          max: formatFileSize(EMPLOYEE_CSV_MAX_BYTES, lng, t),
        })}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<Download />}
        onClick={() => void downloadFile(employeeCsvTemplateUrl(lng), EMPLOYEE_CSV_TEMPLATE_NAMES[lng])}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('registers.import.csv.template')}
      </Button>
      <FileChooser
        label={t('registers.import.csv.choose')}
        accept=".csv,text/csv,text/plain"
        chosen={file}
        loading={reading || (run.isPending && !preview)}
        onChoose={(picked) => void choose(picked)}
      />
      {refused !== null && (
        <Alert severity="error" role="alert">
          {t('registers.import.tooLarge', {
            size: formatFileSize(refused, lng, t),
            max: formatFileSize(EMPLOYEE_CSV_MAX_BYTES, lng, t),
          })}
        </Alert>
      )}
      {error !== null && <ImportProblem error={error} maxBytes={EMPLOYEE_CSV_MAX_BYTES} />}
      {preview && (
        <Stack component="section" spacing={2}>
          <Typography variant="h6" component="h3">
            {t('registers.import.previewTitle')}
          </Typography>
          <Typography role="status">
            {t('registers.import.csv.summary', {
              rows: preview.Rader,
              right: preview.Ratt,
              wrong: wrongRows,
            })}
          </Typography>
          {preview.Fel.length > 0 && (
            <Paper variant="outlined">
              <List aria-label={t('registers.import.csv.errors')}>
                {preview.Fel.map((f) => (
                  <RowError
                    key={`${f.Rad}:${f.Falt}:${f.Kod}`}
                    row={f.Rad}
                    column={csvColumnName(f.Falt, lng)}
                    code={f.Kod}
                  />
                ))}
              </List>
            </Paper>
          )}
          <Employees title={t('registers.import.csv.toAdd', { count: preview.Ratt })} rows={preview.Nya} />
          {wrongRows > 0 && (
            <FormControlLabel
              control={
                <Checkbox checked={skipWrong} onChange={(event) => setSkipWrong(event.target.checked)} />
              }
              label={t('registers.import.skipWrong', { count: wrongRows })}
            />
          )}
          {blocked && (
            <Typography variant="body2" color="text.secondary">
              {preview.Ratt === 0 ? t('registers.import.csv.nothingRight') : t('registers.import.wrongFirst')}
            </Typography>
          )}
          <Button
            variant="contained"
            onClick={importFile}
            disabled={blocked}
            loading={run.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('registers.import.csv.import', { count: preview.Ratt })}
          </Button>
        </Stack>
      )}
      {stored && (
        <Stack component="section" spacing={2}>
          <Typography variant="h6" component="h3">
            {t('registers.import.storedTitle')}
          </Typography>
          <Alert severity="success" role="status">
            {t('registers.import.csv.added', { count: stored.Ratt })}
          </Alert>
          <Employees title={t('registers.import.csv.addedList', { count: stored.Ratt })} rows={stored.Nya} />
        </Stack>
      )}
    </Stack>
  );
}

/** A wrong row's fault: "Rad 3, Personnummer: Ogiltigt personnummer." */
function RowError({ row, column, code }: { row: number; column: string; code: string }) {
  const { t } = useTranslation();
  const message = useErrorMessageText(code) ?? '';
  return (
    <ListItem divider>
      <Typography variant="body2" color="error">
        {t('registers.import.csv.rowError', { row, column, message })}
      </Typography>
    </ListItem>
  );
}

/** The employees a file adds, or added: number and name, a page at a time. */
function Employees({ title, rows }: { title: string; rows: EmployeeCsvResult['Nya'] }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(PAGE);
  if (rows.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Paper variant="outlined">
        <List dense aria-label={title}>
          {rows.slice(0, shown).map((e) => (
            <ListItem key={e.AnstNr} divider>
              <Typography variant="body2">
                {t('registers.import.csv.employee', { anstNr: e.AnstNr, namn: `${e.FoNamn} ${e.EfNamn}` })}
              </Typography>
            </ListItem>
          ))}
        </List>
      </Paper>
      {rows.length > shown && (
        <Button onClick={() => setShown((n) => n + PAGE)} sx={{ mt: 1 }}>
          {t('registers.import.more', { count: rows.length - shown })}
        </Button>
      )}
    </Box>
  );
}
