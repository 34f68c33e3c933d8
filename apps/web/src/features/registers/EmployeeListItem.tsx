import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EmployeeRegisterEntry } from '@lonportal/domain/registers/employee';
import { formatDate } from '../../lib/date-format';

/** The employment's dates as a span: "2024-01-01 – 2025-06-30", "från 2024-01-01", or nothing. */
function employmentText(e: EmployeeRegisterEntry, t: TFunction): string | null {
  if (e.AnstDatum && e.SlutDatum)
    return t('registers.employees.period', { from: formatDate(e.AnstDatum), to: formatDate(e.SlutDatum) });
  if (e.AnstDatum) return t('registers.employees.periodFrom', { from: formatDate(e.AnstDatum) });
  if (e.SlutDatum) return t('registers.employees.periodTo', { to: formatDate(e.SlutDatum) });
  return null;
}

/** An employee in the register's list: name, number, department, employment, and what sets them apart. */
export function EmployeeListItem({
  e,
  departmentName,
  onOpen,
}: {
  e: EmployeeRegisterEntry;
  departmentName: (code: string) => string;
  onOpen: (anstNr: string) => void;
}) {
  const { t } = useTranslation();
  const namn = `${e.FoNamn} ${e.EfNamn}`;
  const dates = employmentText(e, t);
  return (
    <>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {namn}
        </Typography>
        {e.Avslutad && <Chip size="small" label={t('registers.employees.ended')} />}
        {e.Locked && <Chip size="small" color="warning" label={t('registers.employees.locked')} />}
        {e.SkyddadIdentitet && (
          <Chip
            size="small"
            color="info"
            variant="outlined"
            label={t('registers.employees.fields.SkyddadIdentitet')}
          />
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button
          size="small"
          onClick={() => onOpen(e.AnstNr)}
          aria-label={t('registers.employees.openOf', { namn, anstNr: e.AnstNr })}
        >
          {t('registers.open')}
        </Button>
      </Stack>
      <Typography component="p" variant="body2">
        {[t('registers.employees.anstNr', { anstNr: e.AnstNr }), departmentName(e.Avdelning)].join(
          t('admin.portal.separator'),
        )}
      </Typography>
      {dates && (
        <Typography component="p" variant="body2" color="text.secondary">
          {dates}
        </Typography>
      )}
    </>
  );
}
