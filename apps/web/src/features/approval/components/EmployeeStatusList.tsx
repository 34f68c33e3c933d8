import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TablePagination from '@mui/material/TablePagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AttestListEntry } from '@lonportal/domain/time/entries';
import type { StatusFlags } from '@lonportal/domain/row-status';
import type { Period } from '../../../lib/date-filter';
import { useSession } from '../../../lib/session';
import { useDepartments } from '../../../lib/reference-lists/get-avdelning';
import {
  EMPTY_FILTER,
  departmentsOf,
  employeeName,
  pageOf,
  selectAllState,
  selectedShown,
  toggleAll,
  toggleOne,
  visibleEntries,
  type AttestFilter,
} from '../attest-list';
import { actionTargets, actionableRows, type PageAction } from '../../../lib/row-status/status-actions';
import { usePhoneLayout } from '../../../ui/screen';
import { touchButtons, touchTarget } from '../../../ui/touch';
import { useRunStatusAction } from '../../../lib/row-status/use-status-action';
import { AttestFilters } from './AttestFilters';
import { EmployeeRowsDialog } from './EmployeeRowsDialog';
import { CompensationRowsDialog } from '../../compensations';
import type { StatusResource } from '../../../lib/row-status/status-resource';
import { EmployeeStatusCards } from './EmployeeStatusCards';
import { EmployeeStatusTable } from './EmployeeStatusTable';

interface Props {
  list: readonly AttestListEntry[];
  period: Period;
  flags: StatusFlags;
  /** The forward action and its undo (approve/unapprove, attest/unattest). */
  actions: readonly [PageAction, PageAction];
  /** Show the search, department and "only to attest" filter. */
  filterable: boolean;
  tableLabel: string;
  /** More buttons for the action bar (the payroll transfer). */
  extraActions?: ReactNode;
  /** Time rows unless told to act on compensation rows. */
  resource?: StatusResource;
}

/**
 * A manager's employees for the period: filter, checkboxes with select all, bulk actions with a
 * confirmation naming how many employees, and each employee's rows in a dialog. A table on a wide
 * screen, a list of cards on a phone, each card with the page's action for just them.
 */
export function EmployeeStatusList({
  list,
  period,
  flags,
  actions,
  filterable,
  tableLabel,
  extraActions,
  resource = 'tid',
}: Props) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<AttestFilter>(EMPTY_FILTER);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<AttestListEntry | null>(null);
  const [requestedPage, setPage] = useState(0);
  const { run, pending, pendingAction } = useRunStatusAction(period, resource);
  const [runningFor, setRunningFor] = useState<string | null>(null);
  const phone = usePhoneLayout();
  const { me } = useSession();
  const [perPage, setPerPage] = useState(me.UserAppSettings.PaginationPerPage);
  const departmentList = useDepartments(me.FtgInfo.FtgId).data;
  const departmentName = useMemo(() => {
    const names = new Map((departmentList ?? []).map((d) => [d.Avdelning, d.Namn]));
    return (code: string) => names.get(code) || code;
  }, [departmentList]);

  const forward = actions[0];
  const shown = useMemo(
    () => visibleEntries(list, filter, (e) => actionableRows(e.Antal, forward, flags) > 0),
    [list, filter, forward, flags],
  );
  const departments = useMemo(() => departmentsOf(list), [list]);
  const chosen = selectedShown(selected, shown);
  const { page, items } = pageOf(shown, requestedPage, perPage);
  const shownIds = shown.map((e) => e.AnstNr);
  const changeFilter = (next: AttestFilter) => {
    setFilter(next);
    setPage(0);
  };

  const runBulk = async (action: PageAction) => {
    const targets = actionTargets(chosen, action, flags).map((e) => e.AnstNr);
    if (await run(action, targets, { confirmEmployees: true })) setSelected(new Set());
  };
  const runOne = async (anstNr: string) => {
    setRunningFor(anstNr);
    try {
      await run(forward, [anstNr]);
    } finally {
      setRunningFor(null);
    }
  };
  const allState = selectAllState(selected, shownIds);
  const toggle = (anstNr: string) => setSelected((s) => toggleOne(s, anstNr));

  return (
    <Stack spacing={2}>
      {filterable && (
        <AttestFilters
          filter={filter}
          departments={departments}
          departmentName={departmentName}
          pendingLabel={t(`approval.filter.only.${forward}`)}
          onChange={changeFilter}
        />
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        role="toolbar"
        aria-label={t('approval.actionsLabel')}
        sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap', ...touchButtons }}
        useFlexGap
      >
        <Typography sx={{ color: 'text.secondary' }} role="status">
          {t('approval.selectedCount', { count: chosen.length, total: shown.length })}
        </Typography>
        {actions.map((action, i) => {
          const count = actionTargets(chosen, action, flags).length;
          return (
            <Button
              key={action}
              variant={i === 0 ? 'contained' : 'outlined'}
              disabled={count === 0 || (pending && (pendingAction !== action || runningFor !== null))}
              loading={pendingAction === action && runningFor === null}
              onClick={() => void runBulk(action)}
            >
              {t(`approval.action.${action}.bulk`, { count })}
            </Button>
          );
        })}
        {extraActions}
      </Stack>
      {phone ? (
        <>
          {shown.length > 0 && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={allState === 'all'}
                  indeterminate={allState === 'some'}
                  onChange={() => setSelected((s) => toggleAll(s, shownIds))}
                  sx={touchTarget}
                />
              }
              label={t('approval.table.selectAll')}
              sx={{ alignSelf: 'flex-start', mr: 0 }}
            />
          )}
          <EmployeeStatusCards
            entries={items}
            selected={selected}
            onToggle={toggle}
            onOpen={setOpen}
            departmentName={departmentName}
            label={tableLabel}
            actions={actions}
            flags={flags}
            onAction={(anstNr) => void runOne(anstNr)}
            pending={pending}
            runningFor={runningFor}
            resource={resource}
          />
        </>
      ) : (
        <EmployeeStatusTable
          entries={items}
          selected={selected}
          allState={allState}
          onToggle={toggle}
          onToggleAll={() => setSelected((s) => toggleAll(s, shownIds))}
          onOpen={setOpen}
          departmentName={departmentName}
          label={tableLabel}
          resource={resource}
        />
      )}
      {shown.length > perPage && (
        <TablePagination
          component="div"
          count={shown.length}
          page={page}
          rowsPerPage={perPage}
          rowsPerPageOptions={[...new Set([perPage, 25, 50, 100])].sort((a, b) => a - b)}
          onPageChange={(_, p) => setPage(p)}
          onRowsPerPageChange={(e) => {
            setPerPage(Number(e.target.value));
            setPage(0);
          }}
          labelRowsPerPage={t('approval.pagination.perPage')}
          labelDisplayedRows={({ from, to, count }) => t('approval.pagination.shown', { from, to, count })}
          getItemAriaLabel={(type) => t(`approval.pagination.${type}`)}
          // On a phone the parts wrap instead of running off the screen, the arrows 44 px.
          sx={
            phone
              ? {
                  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 0, columnGap: 1 },
                  '& .MuiTablePagination-spacer': { display: 'none' },
                  '& .MuiTablePagination-actions': { ml: 0 },
                  '& .MuiIconButton-root': touchTarget,
                }
              : undefined
          }
        />
      )}
      {open && resource === 'ersattningar' && (
        <CompensationRowsDialog
          anstNr={open.AnstNr}
          name={employeeName(open)}
          period={period}
          flags={flags}
          actions={actions}
          onClose={() => setOpen(null)}
        />
      )}
      {open && resource === 'tid' && (
        <EmployeeRowsDialog
          anstNr={open.AnstNr}
          name={employeeName(open)}
          period={period}
          flags={flags}
          actions={actions}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}
