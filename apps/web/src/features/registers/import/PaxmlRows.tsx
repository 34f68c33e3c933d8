import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  decisionKey,
  IMPORT_SECTIONS,
  type ImportField,
  type ImportResult,
  type ImportRow,
} from '@lonportal/domain/registers/paxml-import';
import { useSession } from '../../../lib/session';
import { dimensionName } from '../code-texts';

/** A conflict's decision: the file's value or the portal's (PaxmlImportRequest Beslut). */
export type Decision = 'FIL' | 'PORTAL';
export type Decisions = Record<string, Decision>;

/** Rows shown per section before "show more": a file of thousands of employees stays quick to read. */
const PAGE = 50;

/** The rows that need a person first: conflicts and wrong rows, then the new, changed and ended. */
const ORDER: Record<ImportRow['Typ'], number> = { KONFLIKT: 0, FEL: 1, NY: 2, ANDRAD: 3, AVSLUTAD: 4 };

/** Outlined, in the theme's colours that read at 4.5:1 on the paper in both modes (as StatusChip). */
const CHIP_COLOR = {
  KONFLIKT: 'secondary',
  FEL: 'error',
  NY: 'success',
  ANDRAD: 'primary',
  AVSLUTAD: 'default',
} as const;

/** A field's name as the portal calls it: a person's result units by the company's names of them. */
function fieldName(t: TFunction, ftg: Parameters<typeof dimensionName>[0]['ftg'], falt: string): string {
  const unit = /^ResEnhet([1-6])$/.exec(falt);
  if (unit) return dimensionName({ t, ftg }, Number(unit[1]));
  return t(`registers.import.fields.${falt}`);
}

/**
 * What an import does, or did, to each section of the registers (DOMAIN §12): each row with its
 * key, what happens to it and why, each field as "portal → file" with its outcome; in a preview a
 * conflict asks which value to keep (`decide`).
 */
export function PaxmlRows({
  result,
  decisions,
  decide,
}: {
  result: ImportResult;
  decisions: Decisions;
  /** Set in a preview: the conflicts are decided here. */
  decide?: (key: string, decision: Decision) => void;
}) {
  const { t } = useTranslation();
  const sections = IMPORT_SECTIONS.map((s) => ({
    section: s,
    rows: result.Rader.filter((r) => r.Sektion === s).sort((a, b) => ORDER[a.Typ] - ORDER[b.Typ]),
  })).filter((s) => s.rows.length > 0);
  if (sections.length === 0)
    return <Typography color="text.secondary">{t('registers.import.paxml.nothing')}</Typography>;
  return (
    <Stack spacing={3}>
      {sections.map(({ section, rows }) => (
        <Section key={section} section={section} rows={rows} decisions={decisions} decide={decide} />
      ))}
    </Stack>
  );
}

function Section({
  section,
  rows,
  decisions,
  decide,
}: {
  section: ImportRow['Sektion'];
  rows: ImportRow[];
  decisions: Decisions;
  decide: ((key: string, decision: Decision) => void) | undefined;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(PAGE);
  const title = t('registers.import.paxml.sectionOf', {
    section: t(`registers.import.sections.${section}`),
    count: rows.length,
  });
  return (
    <Box component="section">
      <Typography variant="h6" component="h4" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Paper variant="outlined">
        <List aria-label={title}>
          {rows.slice(0, shown).map((row) => (
            <PaxmlRow key={`${row.Typ}:${row.Nyckel}`} row={row} decisions={decisions} decide={decide} />
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

function PaxmlRow({
  row,
  decisions,
  decide,
}: {
  row: ImportRow;
  decisions: Decisions;
  decide: ((key: string, decision: Decision) => void) | undefined;
}) {
  const { t } = useTranslation();
  const title = row.Namn && row.Namn !== row.Nyckel ? `${row.Namn} (${row.Nyckel})` : row.Nyckel;
  return (
    <ListItem divider sx={{ display: 'block' }}>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={CHIP_COLOR[row.Typ]}
          label={t(`registers.import.kinds.${row.Typ}`)}
        />
      </Stack>
      {row.Orsak && row.Orsak !== 'same' && (
        <Typography variant="body2" color={row.Typ === 'FEL' ? 'error' : 'text.secondary'}>
          {t(`registers.import.reasons.${row.Orsak}`)}
        </Typography>
      )}
      {row.Falt.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 0, listStyle: 'none' }}>
          {row.Falt.map((f) => (
            <FieldChange key={f.Falt} row={row} field={f} decisions={decisions} decide={decide} />
          ))}
        </Box>
      )}
    </ListItem>
  );
}

/** A value as shown: "(tomt)" for none. */
const shown = (t: TFunction, v: string) => (v === '' ? t('registers.import.empty') : v);

function FieldChange({
  row,
  field: f,
  decisions,
  decide,
}: {
  row: ImportRow;
  field: ImportField;
  decisions: Decisions;
  decide: ((key: string, decision: Decision) => void) | undefined;
}) {
  const { t } = useTranslation();
  const { me } = useSession();
  const name = fieldName(t, me.FtgInfo, f.Falt);
  if (f.Falt === 'Schemadagar')
    return (
      <Typography component="li" variant="body2">
        {t('registers.import.paxml.scheduleDays', { count: Number(f.Fil) })}
      </Typography>
    );
  const change = t('registers.import.paxml.change', {
    field: name,
    portal: shown(t, f.Portal),
    file: shown(t, f.Fil),
  });
  if (f.Utfall !== 'CONFLICT' || !decide)
    return (
      <Typography component="li" variant="body2">
        {`${change} ${t(`registers.import.outcomes.${f.Utfall}`)}`}
      </Typography>
    );
  const key = decisionKey(row.Sektion, row.Nyckel, f.Falt);
  return (
    <Box component="li" sx={{ mt: 0.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('registers.import.paxml.conflictOf', { field: name })}
      </Typography>
      <RadioGroup
        aria-label={t('registers.import.paxml.decisionOf', { field: name, namn: row.Namn || row.Nyckel })}
        value={decisions[key] ?? ''}
        onChange={(event) => decide(key, event.target.value as Decision)}
      >
        <FormControlLabel
          value="PORTAL"
          control={<Radio />}
          label={t('registers.import.paxml.keepPortal', { value: shown(t, f.Portal) })}
        />
        <FormControlLabel
          value="FIL"
          control={<Radio />}
          label={t('registers.import.paxml.takeFile', { value: shown(t, f.Fil) })}
        />
      </RadioGroup>
    </Box>
  );
}

/** The decision keys of a preview's conflicts. */
export const conflictKeys = (result: ImportResult): string[] =>
  result.Rader.flatMap((r) =>
    r.Falt.filter((f) => f.Utfall === 'CONFLICT').map((f) => decisionKey(r.Sektion, r.Nyckel, f.Falt)),
  );
