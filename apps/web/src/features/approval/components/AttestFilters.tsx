import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AttestFilter } from '../attest-list';

interface Props {
  filter: AttestFilter;
  /** Department codes to offer. */
  departments: readonly string[];
  departmentName: (code: string) => string;
  /** The label of "only employees with rows waiting". */
  pendingLabel: string;
  onChange: (filter: AttestFilter) => void;
}

// Fields 44 px tall on a phone: touch targets.
const touchField = { '& .MuiInputBase-root': { minHeight: { xs: 44, md: 0 } } } as const;

/** Search by name or AnstNr, department, and "only with rows waiting"; stacked below md. */
export function AttestFilters({ filter, departments, departmentName, pendingLabel, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      role="search"
      aria-label={t('approval.filter.label')}
      sx={{ alignItems: { md: 'center' } }}
    >
      <TextField
        size="small"
        type="search"
        label={t('approval.filter.search')}
        value={filter.search}
        onChange={(e) => onChange({ ...filter, search: e.target.value })}
        sx={{ minWidth: { md: 300 }, ...touchField }}
      />
      <TextField
        select
        size="small"
        label={t('approval.filter.department')}
        value={filter.avdelning}
        onChange={(e) => onChange({ ...filter, avdelning: e.target.value })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: { md: 220 }, ...touchField }}
      >
        <MenuItem value="">{t('approval.filter.allDepartments')}</MenuItem>
        {departments.map((d) => (
          <MenuItem key={d} value={d}>
            {departmentName(d)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Checkbox
            checked={filter.onlyPending}
            onChange={(e) => onChange({ ...filter, onlyPending: e.target.checked })}
            // A touch target of 44 px on a phone.
            sx={{ minWidth: { xs: 44, md: 0 }, minHeight: { xs: 44, md: 0 } }}
          />
        }
        label={pendingLabel}
      />
    </Stack>
  );
}
