import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AttestListEntry } from '@lonportal/domain/time/entries';
import { employeeName, type SelectAllState } from '../attest-list';
import type { StatusResource } from '../../../lib/row-status/status-resource';
import { useEmployeeFigures, type EmployeeFigures } from './employee-figures';
import { StatusCountChips } from './StatusChips';
import { ScrollRegion } from '../../../ui/ScrollRegion';

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
  resource: StatusResource;
}

/** Employees of a period with their figures (hours, or what compensations pay) and rows per status, to select for a bulk action. */
export function EmployeeStatusTable({
  entries,
  selected,
  allState: all,
  onToggle,
  onToggleAll,
  onOpen,
  departmentName,
  label,
  resource,
}: Props) {
  const { t } = useTranslation();
  const figures = useEmployeeFigures(resource);
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
            {figures.labels.before.map((label) => (
              <TableCell key={label} align="right">
                {label}
              </TableCell>
            ))}
            <TableCell>{t('approval.table.status')}</TableCell>
            {figures.labels.after.map((label) => (
              <TableCell key={label} align="right">
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((e) => (
            <EmployeeStatusRow
              key={e.AnstNr}
              entry={e}
              isSelected={selected.has(e.AnstNr)}
              onToggle={onToggle}
              onOpen={onOpen}
              departmentName={departmentName}
              figures={figures}
            />
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

interface RowProps extends Pick<Props, 'onToggle' | 'onOpen' | 'departmentName'> {
  entry: AttestListEntry;
  isSelected: boolean;
  figures: EmployeeFigures;
}

/** One employee: select, name (opening the rows), department, figures and rows per status. */
function EmployeeStatusRow({ entry: e, isSelected, onToggle, onOpen, departmentName, figures }: RowProps) {
  const { t } = useTranslation();
  const name = employeeName(e);
  const cells = (afterStatus: boolean) =>
    figures
      .of(e)
      .filter((f) => !f.afterStatus === !afterStatus)
      .map((f) => (
        <TableCell key={f.label} align="right" sx={{ whiteSpace: 'nowrap' }}>
          {f.value}
        </TableCell>
      ));
  return (
    <TableRow hover selected={isSelected}>
      <TableCell padding="checkbox">
        <Checkbox
          checked={isSelected}
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
      {cells(false)}
      <TableCell>
        <StatusCountChips counts={e.Antal} />
      </TableCell>
      {cells(true)}
    </TableRow>
  );
}
