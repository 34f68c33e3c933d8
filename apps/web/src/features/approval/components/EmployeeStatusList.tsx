import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import type { AttestListEntry } from '@lonportal/domain/time/entries';
import type { StatusFlags } from '@lonportal/domain/row-status';
import type { Period } from '../../../lib/date-filter';
import { employeeName } from '../attest-list';
import type { PageAction } from '../../../lib/row-status/status-actions';
import { usePhoneLayout } from '../../../ui/screen';
import { touchTarget } from '../../../ui/touch';
import { useEmployeeStatusList, type EmployeeStatusListState } from '../use-employee-status-list';
import { AttestFilters } from './AttestFilters';
import { EmployeeRowsDialog } from './EmployeeRowsDialog';
import { CompensationRowsDialog } from '../../compensations';
import type { StatusResource } from '../../../lib/row-status/status-resource';
import { EmployeeStatusCards } from './EmployeeStatusCards';
import { EmployeeStatusTable } from './EmployeeStatusTable';
import { StatusActionBar } from './StatusActionBar';
import { StatusPagination } from './StatusPagination';

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
export function EmployeeStatusList(props: Props) {
  const { list, period, flags, actions, filterable, tableLabel, extraActions, resource = 'tid' } = props;
  const { t } = useTranslation();
  const forward = actions[0];
  const state = useEmployeeStatusList(list, period, flags, forward, resource);
  const phone = usePhoneLayout();
  const { shown, open } = state;
  const rowsDialog = open && {
    anstNr: open.AnstNr,
    name: employeeName(open),
    period,
    flags,
    actions,
    onClose: () => state.setOpen(null),
  };

  return (
    <Stack spacing={2}>
      {filterable && (
        <AttestFilters
          filter={state.filter}
          departments={state.departments}
          departmentName={state.departmentName}
          pendingLabel={t(`approval.filter.only.${forward}`)}
          onChange={state.changeFilter}
        />
      )}
      <StatusActionBar state={state} actions={actions} flags={flags} extraActions={extraActions} />
      {phone ? (
        <>
          {shown.length > 0 && <SelectAll state={state} />}
          <EmployeeStatusCards
            entries={state.items}
            selected={state.selected}
            onToggle={state.toggle}
            onOpen={state.setOpen}
            departmentName={state.departmentName}
            label={tableLabel}
            actions={actions}
            flags={flags}
            onAction={(anstNr) => void state.runOne(anstNr)}
            pending={state.pending}
            runningFor={state.runningFor}
            resource={resource}
          />
        </>
      ) : (
        <EmployeeStatusTable
          entries={state.items}
          selected={state.selected}
          allState={state.allState}
          onToggle={state.toggle}
          onToggleAll={state.toggleAll}
          onOpen={state.setOpen}
          departmentName={state.departmentName}
          label={tableLabel}
          resource={resource}
        />
      )}
      {shown.length > state.perPage && <StatusPagination state={state} phone={phone} />}
      {rowsDialog && resource === 'ersattningar' && <CompensationRowsDialog {...rowsDialog} />}
      {rowsDialog && resource === 'tid' && <EmployeeRowsDialog {...rowsDialog} />}
    </Stack>
  );
}

/** On a phone, where the cards have no header row: select all the filter shows. */
function SelectAll({ state }: { state: EmployeeStatusListState }) {
  const { t } = useTranslation();
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={state.allState === 'all'}
          indeterminate={state.allState === 'some'}
          onChange={state.toggleAll}
          sx={touchTarget}
        />
      }
      label={t('approval.table.selectAll')}
      sx={{ alignSelf: 'flex-start', mr: 0 }}
    />
  );
}
