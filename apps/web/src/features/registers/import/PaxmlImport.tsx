import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAXML_IMPORT_MAX_BYTES, type ImportCounts } from '@lonportal/domain/registers/paxml-import';
import { FactGrid } from '../../../ui/FactGrid';
import { FormSuggestField } from '../../../ui/FormSuggestField';
import { useRegisterCodes } from '../api/codes';
import { ImportActions, ImportPreviewButton } from './ImportActions';
import { ImportChoice } from './ImportChoice';
import { ImportProblem } from './ImportProblem';
import { ImportSection, ImportStoredSection } from './ImportSections';
import { PaxmlRows } from './PaxmlRows';
import { usePaxmlImportState, type PaxmlGroups, type PaxmlImportState } from './use-paxml-import-state';

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
  const state = usePaxmlImportState(ftgId);
  const { choice, current, stored } = state;
  return (
    <Stack spacing={2}>
      <Typography variant="body2">{t('registers.import.paxml.intro')}</Typography>
      <PaxmlGroupFields ftgId={ftgId} control={state.control} />
      <ImportChoice
        choice={choice}
        label={t('registers.import.paxml.choose')}
        accept=".xml,application/xml,text/xml"
        loading={choice.reading}
        lng={i18n.language}
      />
      {choice.file && !current && (
        <ImportPreviewButton onClick={() => state.previewFile()} pending={state.pending} />
      )}
      {state.error !== null && <ImportProblem error={state.error} maxBytes={PAXML_IMPORT_MAX_BYTES} />}
      {current && <PaxmlPreview state={state} />}
      {stored && (
        <ImportStoredSection text={t('registers.import.paxml.stored')}>
          <FactGrid facts={countFacts(stored.Antal, t)} />
          <PaxmlRows result={stored} decisions={{}} />
        </ImportStoredSection>
      )}
    </Stack>
  );
}

/** The code groups the file's time and pay codes are put in, the register's groups suggested. */
function PaxmlGroupFields({ ftgId, control }: { ftgId: string; control: Control<PaxmlGroups> }) {
  const { t } = useTranslation();
  const timecodes = useRegisterCodes(ftgId, 'timecodes');
  const paycodes = useRegisterCodes(ftgId, 'paycodes');
  return (
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
  );
}

/**
 * The preview of the file (DOMAIN §12): its counts, the conflicts still to decide, each row, and
 * the import once every conflict is decided and the wrong rows, if any, are left out.
 */
function PaxmlPreview({ state }: { state: PaxmlImportState }) {
  const { t } = useTranslation();
  const { current, decisions } = state;
  const { conflicts, undecided } = decisions;
  if (!current) return null;
  return (
    <ImportSection title={t('registers.import.previewTitle')}>
      <FactGrid facts={countFacts(current.Antal, t)} />
      {conflicts.length > 0 && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Typography variant="body2" role="status">
            {t('registers.import.paxml.undecided', { count: undecided })}
          </Typography>
          <Button onClick={decisions.takeFileForAll} sx={{ alignSelf: 'flex-start' }}>
            {t('registers.import.paxml.takeFileForAll')}
          </Button>
        </Stack>
      )}
      <PaxmlRows result={current} decisions={decisions.made} decide={decisions.decide} />
      <ImportActions
        wrong={state.wrong}
        skipWrong={state.skipWrong}
        onSkipWrong={state.setSkipWrong}
        blocked={
          !state.blocked
            ? null
            : undecided > 0
              ? t('registers.import.paxml.decideFirst')
              : t('registers.import.wrongFirst')
        }
        label={t('registers.import.paxml.import')}
        onImport={state.importFile}
        pending={state.pending}
      />
    </ImportSection>
  );
}
