import { useTranslation } from 'react-i18next';
import TablePagination from '@mui/material/TablePagination';
import { touchTarget } from '../../../ui/touch';
import type { EmployeeStatusListState } from '../use-employee-status-list';

// On a phone the parts wrap instead of running off the screen, the arrows 44 px.
const PHONE_SX = {
  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 0, columnGap: 1 },
  '& .MuiTablePagination-spacer': { display: 'none' },
  '& .MuiTablePagination-actions': { ml: 0 },
  '& .MuiIconButton-root': touchTarget,
} as const;

/** The list's pages: the user's own page size among the offered ones. */
export function StatusPagination({ state, phone }: { state: EmployeeStatusListState; phone: boolean }) {
  const { t } = useTranslation();
  const { perPage } = state;
  return (
    <TablePagination
      component="div"
      count={state.shown.length}
      page={state.page}
      rowsPerPage={perPage}
      rowsPerPageOptions={[...new Set([perPage, 25, 50, 100])].sort((a, b) => a - b)}
      onPageChange={(_, p) => state.setPage(p)}
      onRowsPerPageChange={(e) => state.changePerPage(Number(e.target.value))}
      labelRowsPerPage={t('approval.pagination.perPage')}
      labelDisplayedRows={({ from, to, count }) => t('approval.pagination.shown', { from, to, count })}
      getItemAriaLabel={(type) => t(`approval.pagination.${type}`)}
      sx={phone ? PHONE_SX : undefined}
    />
  );
}
