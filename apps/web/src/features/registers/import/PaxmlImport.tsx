import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  PAXML_IMPORT_MAX_BYTES,
  type ImportCounts,
  type ImportResult,
} from '@lonportal/domain/registers/paxml-import';
import { ERRORS } from '@lonportal/domain/errors/codes';
import { isApiError } from '../../../lib/api-client';
import { FactGrid } from '../../../ui/FactGrid';
import { FormSuggestField } from '../../../ui/FormSuggestField';
import { useRegisterCodes } from '../api/codes';
import { usePaxmlImport } from '../api/imports';
import { FileChooser } from './FileChooser';
import { formatFileSize, readImportFile, type ImportFile } from './import-file';
import { ImportProblem } from './ImportProblem';
import { conflictKeys, PaxmlRows, type Decision, type Decisions } from './PaxmlRows';

interface Groups {
  TidKodGrupp: string;
  LonKodGrupp: string;
}

/** The code groups a register's rows name, for suggestions. */
const groupsOf = (rows: readonly { Grupper: string[] }[] | undefined): string[] =>
  [...new Set((rows ?? []).flatMap((r) => r.Grupper))].sort((a, b) => a.localeCompare(b, 'sv'));

/** The counts of a preview or an import, as label and number. */
function countFacts(a: ImportCounts, t: (key: string) => string) {
  return [
    { label: t('registers.import.counts.Nya'), value: a.Nya },
    { label: t('registers.import.counts.Andrade'), value: a.Andrade },
    { label: t('registers.import.counts.Avslutade'), value: a.Avslutade },
    { label: t('registers.import.counts.Konflikter'), value: a.Konflikter },
    { label: t('registers.import.counts.Fel'), value: a.Fel },
    { label: t('registers.import.counts.Oforandrade'), value: a.Oforandrade },
    { label: t('registers.import.counts.SchemadagarAndrade'), value: a.SchemadagarAndrade },
    { label: t('registers.import.counts.SchemadagarOforandrade'), value: a.SchemadagarOforandrade },
  ];
}

/**
 * The registers from the payroll program's PAXml file (DOMAIN §12, ADR 0029): the file is compared
 * with the registers first and nothing is stored until the person has seen what changes, decided
 * every conflict (the portal's value or the file's) and chosen to leave out the wrong rows, if any.
 */
export function PaxmlImport({ ftgId }: { ftgId: string }) {
  const { t, i18n } = useTranslation();
  const run = usePaxmlImport(ftgId);
  const timecodes = useRegisterCodes(ftgId, 'timecodes');
  const paycodes = useRegisterCodes(ftgId, 'paycodes');
  const { control } = useForm<Groups>({ defaultValues: { TidKodGrupp: '', LonKodGrupp: '' } });
  const groups = useWatch({ control }) as Groups;
  const [file, setFile] = useState<ImportFile | null>(null);
  const [reading, setReading] = useState(false);
  const [refused, setRefused] = useState<number | null>(null);
  // The preview, and what it was made from: another file or other groups make it stale.
  const [preview, setPreview] = useState<{ result: ImportResult; of: string } | null>(null);
  const [stored, setStored] = useState<ImportResult | null>(null);
  const [decisions, setDecisions] = useState<Decisions>({});
  const [skipWrong, setSkipWrong] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const previewOf = file
    ? JSON.stringify([file.name, file.size, groups.TidKodGrupp, groups.LonKodGrupp])
    : '';
  const current = preview?.of === previewOf ? preview.result : null;

  const choose = async (chosen: File) => {
    setReading(true);
    setError(null);
    setStored(null);
    try {
      const read = await readImportFile(chosen, PAXML_IMPORT_MAX_BYTES);
      setRefused(read === 'tooLarge' ? chosen.size : null);
      setFile(read === 'tooLarge' ? null : read);
    } finally {
      setReading(false);
    }
  };

  const body = (store: boolean) => ({
    Filnamn: file?.name ?? '',
    Innehall: file?.content ?? '',
    TidKodGrupp: groups.TidKodGrupp.trim(),
    LonKodGrupp: groups.LonKodGrupp.trim(),
    Beslut: store && current ? Object.fromEntries(conflictKeys(current).map((k) => [k, decisions[k]!])) : {},
    HoppaOverFel: store && skipWrong,
  });

  /** A preview of the file; `again` keeps what was decided, for the conflicts the new one still has. */
  const previewFile = (again = false) => {
    if (!again) setError(null);
    run.mutate(
      { body: body(false), store: false },
      {
        onSuccess: (result) => {
          setPreview({ result, of: previewOf });
          const keys = new Set(conflictKeys(result));
          setDecisions((d) =>
            again ? Object.fromEntries(Object.entries(d).filter(([k]) => keys.has(k))) : {},
          );
          if (!again) setSkipWrong(false);
        },
        onError: setError,
      },
    );
  };

  const importFile = () => {
    setError(null);
    run.mutate(
      { body: body(true), store: true },
      {
        onSuccess: (result) => {
          setStored(result);
          setPreview(null);
          setFile(null);
        },
        onError: (err) => {
          setError(err);
          // The registers changed since the preview (another administrator's save, another import):
          // the file is compared anew, and the new conflicts or wrong rows show to be decided.
          if (
            isApiError(err, ERRORS.ImportDecisionsMissing.code) ||
            isApiError(err, ERRORS.ImportRowsWrong.code)
          )
            previewFile(true);
        },
      },
    );
  };

  const decide = (key: string, decision: Decision) => setDecisions((d) => ({ ...d, [key]: decision }));
  const conflicts = current ? conflictKeys(current) : [];
  const undecided = conflicts.filter((k) => !decisions[k]).length;
  const wrong = current?.Antal.Fel ?? 0;
  const blocked = undecided > 0 || (wrong > 0 && !skipWrong);

  return (
    <Stack spacing={2}>
      <Typography variant="body2">{t('registers.import.paxml.intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSuggestField
          control={control}
          name="TidKodGrupp"
          label={t('registers.import.paxml.TidKodGrupp')}
          helperText={t('registers.import.paxml.groupsHelp')}
          suggestions={groupsOf(timecodes.data)}
        />
        <FormSuggestField
          control={control}
          name="LonKodGrupp"
          label={t('registers.import.paxml.LonKodGrupp')}
          suggestions={groupsOf(paycodes.data)}
        />
      </Stack>
      <FileChooser
        label={t('registers.import.paxml.choose')}
        accept=".xml,application/xml,text/xml"
        chosen={file}
        loading={reading}
        onChoose={(chosen) => void choose(chosen)}
      />
      {refused !== null && (
        <Alert severity="error" role="alert">
          {t('registers.import.tooLarge', {
            size: formatFileSize(refused, i18n.language, t),
            max: formatFileSize(PAXML_IMPORT_MAX_BYTES, i18n.language, t),
          })}
        </Alert>
      )}
      {file && !current && (
        <Button
          variant="contained"
          onClick={() => previewFile()}
          loading={run.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('registers.import.preview')}
        </Button>
      )}
      {error !== null && <ImportProblem error={error} maxBytes={PAXML_IMPORT_MAX_BYTES} />}
      {current && (
        <Stack component="section" spacing={2}>
          <Typography variant="h6" component="h3">
            {t('registers.import.previewTitle')}
          </Typography>
          <FactGrid facts={countFacts(current.Antal, t)} />
          {conflicts.length > 0 && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Typography variant="body2" role="status">
                {t('registers.import.paxml.undecided', { count: undecided })}
              </Typography>
              <Button
                onClick={() => setDecisions(Object.fromEntries(conflicts.map((k) => [k, 'FIL' as const])))}
                sx={{ alignSelf: 'flex-start' }}
              >
                {t('registers.import.paxml.takeFileForAll')}
              </Button>
            </Stack>
          )}
          <PaxmlRows result={current} decisions={decisions} decide={decide} />
          {wrong > 0 && (
            <FormControlLabel
              control={
                <Checkbox checked={skipWrong} onChange={(event) => setSkipWrong(event.target.checked)} />
              }
              label={t('registers.import.skipWrong', { count: wrong })}
            />
          )}
          {blocked && (
            <Typography variant="body2" color="text.secondary">
              {undecided > 0 ? t('registers.import.paxml.decideFirst') : t('registers.import.wrongFirst')}
            </Typography>
          )}
          <Button
            variant="contained"
            onClick={importFile}
            disabled={blocked}
            loading={run.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('registers.import.paxml.import')}
          </Button>
        </Stack>
      )}
      {stored && (
        <Stack component="section" spacing={2}>
          <Typography variant="h6" component="h3">
            {t('registers.import.storedTitle')}
          </Typography>
          <Alert severity="success" role="status">
            {t('registers.import.paxml.stored')}
          </Alert>
          <FactGrid facts={countFacts(stored.Antal, t)} />
          <PaxmlRows result={stored} decisions={{}} />
        </Stack>
      )}
    </Stack>
  );
}
