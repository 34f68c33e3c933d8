import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/DownloadOutlined';
import type { Language } from '@lonportal/domain/constants';
import {
  EMPLOYEE_CSV_MAX_BYTES,
  EMPLOYEE_CSV_MAX_ROWS,
  EMPLOYEE_CSV_TEMPLATE_NAMES,
  type EmployeeCsvResult,
} from '@lonportal/domain/registers/employee-csv';
import { downloadFile } from '../../../lib/file-transfer';
import { useErrorMessageText } from '../../../ui/field-error';
import { employeeCsvTemplateUrl } from '../api/imports';
import { csvColumnName, templateLanguage } from './csv-columns';
import { formatFileSize } from './import-file';
import { ImportActions } from './ImportActions';
import { ImportChoice } from './ImportChoice';
import { ImportProblem } from './ImportProblem';
import { ImportSection, ImportStoredSection } from './ImportSections';
import { useCsvImportState, type CsvImportState } from './use-csv-import-state';

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
  const state = useCsvImportState(ftgId);
  const { preview, stored } = state;
  return (
    <Stack spacing={2}>
      <CsvTemplate lng={lng} />
      <ImportChoice
        choice={state.choice}
        label={t('registers.import.csv.choose')}
        accept=".csv,text/csv,text/plain"
        loading={state.choice.reading || (state.pending && !preview)}
        lng={lng}
      />
      {state.error !== null && <ImportProblem error={state.error} maxBytes={EMPLOYEE_CSV_MAX_BYTES} />}
      {preview && <CsvPreview state={state} preview={preview} lng={lng} />}
      {stored && (
        <ImportStoredSection text={t('registers.import.csv.added', { count: stored.Ratt })}>
          <Employees title={t('registers.import.csv.addedList', { count: stored.Ratt })} rows={stored.Nya} />
        </ImportStoredSection>
      )}
    </Stack>
  );
}

/** What the import takes, its limits, and the template with its headings in `lng`. */
function CsvTemplate({ lng }: { lng: Language }) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

/** The preview of the file: how many rows are right, each wrong row's faults, and the employees it adds. */
function CsvPreview({
  state,
  preview,
  lng,
}: {
  state: CsvImportState;
  preview: EmployeeCsvResult;
  lng: Language;
}) {
  const { t } = useTranslation();
  const { wrongRows } = state;
  return (
    <ImportSection title={t('registers.import.previewTitle')}>
      <Typography role="status">
        {t('registers.import.csv.summary', { rows: preview.Rader, right: preview.Ratt, wrong: wrongRows })}
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
      <ImportActions
        wrong={wrongRows}
        skipWrong={state.skipWrong}
        onSkipWrong={state.setSkipWrong}
        blocked={
          !state.blocked
            ? null
            : preview.Ratt === 0
              ? t('registers.import.csv.nothingRight')
              : t('registers.import.wrongFirst')
        }
        label={t('registers.import.csv.import', { count: preview.Ratt })}
        onImport={state.importFile}
        pending={state.pending}
      />
    </ImportSection>
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
