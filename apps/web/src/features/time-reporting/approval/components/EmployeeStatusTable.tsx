import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AttestListEntry } from '@lonportal/domain/time-reporting/entries';
import { formatNumberSv } from '@lonportal/domain/validation/number-format';
import { employeeName, type SelectAllState } from '../attest-list';
import { AtlCount } from './AtlCount';
import { StatusCountChips } from './StatusChips';
import { ScrollRegion } from '../../../../ui/ScrollRegion';

interface Props {
  /** The employees on this page, in order. */
  entries: readonly AttestListEntry[];
  selected: ReadonlySet<string>;
  /** The header checkbox: over every employee the filter shows, on all pages. */
  allState: SelectAllState;
  onToggle: (anstNr: string) => void;
  onToggleAll: () => void;
  /** Opens the employee's rows. */
  onOpen: (entry: AttestListEntry) => void;
  departmentName: (code: string) => string;
  /** The table's accessible name. */
  label: string;
}

/** Employees of a period with hours, rows per status and ATL warnings, to select for a bulk action. */
export function EmployeeStatusTable({
  entries,
  selected,
  allState: all,
  onToggle,
  onToggleAll,
  onOpen,
  departmentName,
  label,
}: Props) {
  const { t } = useTranslation();
  if (entries.length === 0) {
    return <Typography sx={{ py: 3, color: 'text.secondary' }}>{t('approval.table.empty')}</Typography>;
  }
  return (
    <ScrollRegion label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={all === 'all'}
                indeterminate={all === 'some'}
                onChange={onToggleAll}
                slotProps={{ input: { 'aria-label': t('approval.table.selectAll') } }}
              />
            </TableCell>
            <TableCell>{t('approval.table.employee')}</TableCell>
            <TableCell>{t('approval.table.department')}</TableCell>
            <TableCell align="right">{t('approval.table.scheduled')}</TableCell>
            <TableCell align="right">{t('approval.table.reported')}</TableCell>
            <TableCell>{t('approval.table.status')}</TableCell>
            <TableCell align="right">{t('approval.table.atl')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((e) => {
            const name = employeeName(e);
            return (
              <TableRow key={e.AnstNr} hover selected={selected.has(e.AnstNr)}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(e.AnstNr)}
                    onChange={() => onToggle(e.AnstNr)}
                    slotProps={{ input: { 'aria-label': t('approval.table.select', { name }) } }}
                  />
                </TableCell>
                <TableCell>
                  <Link
                    component="button"
                    type="button"
                    variant="body2"
                    onClick={() => onOpen(e)}
                    sx={{ textAlign: 'left' }}
                  >
                    {name}
                  </Link>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {e.AnstNr}
                  </Typography>
                </TableCell>
                <TableCell>{departmentName(e.Avdelning)}</TableCell>
                <TableCell align="right">{formatNumberSv(e.SchemaTimmar)}</TableCell>
                <TableCell align="right">{formatNumberSv(e.Timmar)}</TableCell>
                <TableCell>
                  <StatusCountChips counts={e.Antal} />
                </TableCell>
                <TableCell align="right">
                  <AtlCount count={e.AntalAtlVarningar} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
