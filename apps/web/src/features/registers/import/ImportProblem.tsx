import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Language } from '@lonportal/domain/constants';
import { ERRORS, type ErrorDetail } from '@lonportal/domain/errors/codes';
import { EMPLOYEE_CSV_MAX_ROWS } from '@lonportal/domain/registers/employee-csv';
import { formatOrgnr, normaliseOrgnr } from '@lonportal/domain/validation/identity';
import { ApiError, errorMessageKey } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { csvColumnName } from './csv-columns';
import { formatFileSize } from './import-file';

/** An import's own words for a detail of its refusal (what its file must hold), or null for the common ones. */
export type ImportDetailText = (detail: ErrorDetail) => string | null;

/** The lines under an import's refusal that say what in the file is wrong, translated where they can be. */
function detailLines(
  err: ApiError,
  t: TFunction,
  lng: string,
  detailText?: ImportDetailText,
): { lines: string[]; raw: string[] } {
  const lines: string[] = [];
  const raw: string[] = [];
  for (const d of err.details) {
    const own = detailText?.(d) ?? null;
    if (own !== null) lines.push(own);
    else if (d.Code === 'columnMissing')
      lines.push(t('registers.import.csv.columnMissing', { column: csvColumnName(d.Field, lng) }));
    else if (['binary', 'doctype', 'root'].includes(d.Code))
      lines.push(t(`registers.import.fileProblems.${d.Code}`));
    // The schemas' own words on where the file breaks them, as the validator writes them.
    else if (err.code === ERRORS.ImportFileInvalid.code) raw.push(d.Code);
  }
  return { lines, raw };
}

/** The main text of a refusal: the catalogue's, or one that says more with what the answer names. */
function mainText(
  err: unknown,
  t: TFunction,
  lng: string,
  company: { Namn: string; Orgnr: string },
  maxBytes: number,
) {
  if (!(err instanceof ApiError)) return t(errorMessageKey(err));
  const first = err.details[0]?.Code ?? '';
  if (err.code === ERRORS.ImportWrongCompany.code && first) {
    const orgnr = normaliseOrgnr(first);
    return t('registers.import.wrongCompany', {
      orgnr: orgnr ? formatOrgnr(orgnr) : first,
      company: company.Namn,
      own: formatOrgnr(company.Orgnr),
    });
  }
  if (err.code === ERRORS.ImportTooLarge.code)
    return err.details[0]?.Field === 'Rader'
      ? t('registers.import.csv.tooManyRows', { max: EMPLOYEE_CSV_MAX_ROWS })
      : t('registers.import.tooLargeMax', { max: formatFileSize(maxBytes, lng, t) });
  return t(errorMessageKey(err));
}

/**
 * Why a file was refused (SPEC §8 file size and format errors): the catalogue's text, made exact
 * where the answer says more (the file's organisation number, a missing column, the limit, an
 * import's own `detailText`), and what the schemas found wrong.
 */
export function ImportProblem({
  error,
  maxBytes,
  detailText,
}: {
  error: unknown;
  maxBytes: number;
  detailText?: ImportDetailText;
}) {
  const { t, i18n } = useTranslation();
  const { me } = useSession();
  const lng = (i18n.resolvedLanguage ?? i18n.language) as Language;
  const { lines, raw } =
    error instanceof ApiError ? detailLines(error, t, lng, detailText) : { lines: [], raw: [] };
  return (
    <Alert severity="error" role="alert">
      <Typography variant="body2">{mainText(error, t, lng, me.FtgInfo, maxBytes)}</Typography>
      {lines.map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
      {raw.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2">{t('registers.import.fileProblems.schema')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {raw.map((message) => (
              <Typography key={message} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {message}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </Alert>
  );
}
