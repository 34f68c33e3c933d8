import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CompanyRegisterEntry } from '@lonportal/domain/registers/company';
import { formatOrgnr } from '@lonportal/domain/validation/identity';

export interface CompanyItemActions {
  /** Edit its fields and licence (LIC); undefined when the user may not. */
  onEdit?: (company: CompanyRegisterEntry) => void;
  /** Archive it (LIC); undefined when the user may not. */
  onArchive?: (company: CompanyRegisterEntry) => void;
  /** Restore an archived one (LIC, ADM); undefined when the user may not. */
  onRestore?: (company: CompanyRegisterEntry) => void;
}

/** The licence's words on a company: its products and options (SPEC §3 Licence flags). */
function licenceLabels(c: CompanyRegisterEntry, t: (key: string) => string): string[] {
  return [
    ...(c.HasWebLon ? [t('registers.companies.fields.HasWebLon')] : []),
    ...(c.HasWebLonPlus ? [t('registers.companies.fields.HasWebLonPlus')] : []),
    ...(c.HasPlus ? [t('registers.companies.fields.HasPlus')] : []),
    ...c.LicensOptions.map((o) => t(`registers.companies.licensOptions.${o}`)),
    ...(c.EnforceBankIDAuth ? [t('registers.companies.bankIdRequired')] : []),
  ];
}

/**
 * A company of the licence in the list: name, org number, key and employees, its licence as chips,
 * and what the user may do with it. `current` is the company the user works in, which cannot be archived.
 */
export function CompanyListItem({
  company: c,
  current,
  actions,
}: {
  company: CompanyRegisterEntry;
  current: boolean;
  actions: CompanyItemActions;
}) {
  const { t } = useTranslation();
  const { onEdit, onArchive, onRestore } = actions;
  return (
    <Stack spacing={1}>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {c.Namn}
        </Typography>
        {c.Archived && <Chip size="small" color="warning" label={t('registers.companies.archived')} />}
        {current && (
          <Chip size="small" color="primary" variant="outlined" label={t('registers.companies.current')} />
        )}
      </Stack>
      <Typography component="p" variant="body2">
        {[formatOrgnr(c.Orgnr), c.FtgKey, t('registers.companies.employees', { count: c.Anstallda })].join(
          t('admin.portal.separator'),
        )}
      </Typography>
      {licenceLabels(c, t).length > 0 && (
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 0.5 }}
          aria-label={t('registers.companies.licence')}
          role="list"
        >
          {licenceLabels(c, t).map((label) => (
            <Chip key={label} size="small" variant="outlined" label={label} role="listitem" />
          ))}
        </Stack>
      )}
      {(onEdit ?? onArchive ?? onRestore) && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Box sx={{ flexGrow: 1 }} />
          {onEdit && !c.Archived && (
            <Button
              size="small"
              onClick={() => onEdit(c)}
              aria-label={t('registers.companies.editOf', { namn: c.Namn })}
            >
              {t('registers.edit')}
            </Button>
          )}
          {onArchive && !c.Archived && !current && (
            <Button
              size="small"
              color="error"
              onClick={() => onArchive(c)}
              aria-label={t('registers.companies.archive.actionOf', { namn: c.Namn })}
            >
              {t('registers.companies.archive.action')}
            </Button>
          )}
          {onRestore && c.Archived && (
            <Button
              size="small"
              onClick={() => onRestore(c)}
              aria-label={t('registers.companies.restore.actionOf', { namn: c.Namn })}
            >
              {t('registers.companies.restore.action')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
