import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Undo from '@mui/icons-material/Undo';
import { accessContextFromMe } from '@lonportal/domain/access/context-from-me';
import { canApproveCompensations } from '@lonportal/domain/access/route-table';
import Alert from '@mui/material/Alert';
import { compensationTotals, type Compensation } from '@lonportal/domain/compensations/compensations';
import { SHOW_KONTERAT_DEFAULT } from '@lonportal/domain/constants';
import { ERRORS } from '@lonportal/domain/errors/codes';
import { isApiError } from '../../lib/api-client';
import { showError } from '../../lib/api-errors';
import { todayIso, useDateFilter } from '../../lib/date-filter';
import { useLocalFlag } from '../../lib/local-flag';
import { usePortalInfo } from '../../lib/reference-lists/get-portal-info';
import { useSession } from '../../lib/session';
import { useConfirm } from '../../ui/confirm';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { usePhoneLayout } from '../../ui/screen';
import { useSnackbar } from '../../ui/snackbar';
import { TipHost } from '../../ui/TipHost';
import { actionableRows, countByStatus } from '../../lib/row-status/status-actions';
import { useRunStatusAction } from '../../lib/row-status/use-status-action';
import { EmployeeQueryGate } from '../../ui/EmployeeQueryGate';
import { formatDecimal, formatKronor, formatMoney } from '../../lib/number-format';
import { StatusChip } from '../../ui/StatusChip';
import { useCompensations, useDeleteCompensation } from './api';
import {
  compensationValuesOf,
  copiedValues,
  newCompensationValues,
  usualLonKod,
  type CompensationFormValues,
} from './compensation-form';
import { CompensationDialog } from './components/CompensationDialog';
import {
  CompensationActions,
  CompensationCard,
  ReceiptLink,
  rowCode,
  Total,
  type RowActions,
} from './components/compensation-row';
import { useCompensationContext } from './use-compensation-context';

/** SPEC §9 showKonterat: off until the user turns it on, in this browser. */
const KONTERAT_KEY = 'lonportal.compensations.konterat';

type Open = { row: Compensation | null; initial: CompensationFormValues; key: number };

/**
 * /compensations (Ersättningar, SPEC §3 Compensation form, §4, §5): the selected employee's
 * compensation rows of the date filter's period with their totals; add, edit, copy and delete, each
 * row with its receipt; the period's rows approved (or the approval taken back) as time is. A table on a wide screen, a list of cards on a phone.
 */
export function CompensationsPage() {
  const { t, i18n } = useTranslation();
  const ctx = useCompensationContext();
  const { period } = useDateFilter();
  const anstNr = ctx.selection.anstNr;
  const list = useCompensations(ctx.ftgId, anstNr, period);
  const phone = usePhoneLayout();
  const confirm = useConfirm();
  const { showSnackbar } = useSnackbar();
  const remover = useDeleteCompensation(ctx.ftgId);
  const [konterat, setKonterat] = useLocalFlag(KONTERAT_KEY, SHOW_KONTERAT_DEFAULT);
  const [open, setOpen] = useState<Open | null>(null);
  const today = todayIso();
  const newRowDate = today >= period.From && today <= period.To ? today : period.From;
  const rows = list.data?.Rader ?? [];
  const mayAdd = ctx.mayReport && ctx.employee !== null && ctx.employeePayCodes.length > 0;

  const add = () => {
    if (ctx.employee)
      setOpen({
        row: null,
        initial: newCompensationValues(ctx.employee, newRowDate, usualLonKod(ctx.employeePayCodes, rows)),
        key: Date.now(),
      });
  };
  const actions: RowActions = {
    edit: (row) => setOpen({ row, initial: compensationValuesOf(row), key: Date.now() }),
    copy: (row) => setOpen({ row: null, initial: copiedValues(row, newRowDate), key: Date.now() }),
    remove: async (row) => {
      const answer = await confirm({
        title: t('compensations.delete.title'),
        text: t('compensations.delete.text', { code: rowCode(row, ctx), date: row.Datum }),
        confirmText: t('compensations.delete.confirm'),
        confirmColor: 'error',
      });
      if (answer !== 'confirm') return;
      remover.mutate(
        { id: row.Id, version: row.Version },
        {
          onSuccess: () =>
            showSnackbar({ text: t('compensations.delete.done'), color: 'success', timeout: 4000 }),
          onError: (err) =>
            showError(err, {
              color: 'warning',
              ...(isApiError(err, ERRORS.VersionConflict.code)
                ? { messageKey: 'compensations.delete.conflict' }
                : {}),
            }),
        },
      );
    },
  };
  const totals = compensationTotals(rows);
  // The period's approval (SPEC §4, as for time): the employee's own, or a manager's of theirs.
  const { me } = useSession();
  const access = usePortalInfo(ctx.ftgId).data;
  const mayApprove =
    ctx.mayReport && access !== undefined && canApproveCompensations(accessContextFromMe(me, access));
  const flags = { KalUseLonReady: ctx.ftg.KalUseLonReady, KalUseAttest: ctx.ftg.KalUseAttest };
  const counts = countByStatus(rows);
  const approval = useRunStatusAction(period, 'ersattningar');
  const approvals = (['approve', 'unapprove'] as const).filter(
    (a) => mayApprove && anstNr && actionableRows(counts, a, flags) > 0,
  );
  // Columns only some rows fill show when one of the period's rows does: the table fits a laptop.
  const showPrice = rows.some((r) => r.Apris !== null);
  const showGroup = rows.some((r) => r.Varugrupp !== '');

  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 } }}>
      <TipHost />
      <Stack
        direction="row"
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1, mb: 2 }}
      >
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('compensations.page.title')}
        </Typography>
        <FormControlLabel
          control={<Switch checked={konterat} onChange={(e) => setKonterat(e.target.checked)} />}
          label={t('compensations.page.showKonterat')}
        />
        {anstNr &&
          approvals.map((action) => (
            <Button
              key={action}
              variant="outlined"
              startIcon={action === 'approve' ? <TaskAlt /> : <Undo />}
              loading={approval.pendingAction === action}
              disabled={approval.pending && approval.pendingAction !== action}
              onClick={() => void approval.run(action, [anstNr], { confirmEmployees: true })}
            >
              {t(`compensations.action.${action}`)}
            </Button>
          ))}
        {ctx.mayReport && anstNr && (
          <Button variant="contained" startIcon={<Add />} onClick={add} disabled={!mayAdd}>
            {t('compensations.action.newRow')}
          </Button>
        )}
      </Stack>
      <EmployeeQueryGate
        loading={ctx.isLoading}
        anstNr={anstNr}
        query={list}
        noEmployeeKey="compensations.page.noEmployee"
        retryKey="compensations.action.retry"
      >
        {() => (
          <>
            {ctx.employee && ctx.employeePayCodes.length === 0 && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('compensations.page.noCodes')}
              </Alert>
            )}
            <Paper
              variant="outlined"
              component="section"
              aria-label={t('compensations.totals.label')}
              sx={{ p: 2, mb: 2 }}
            >
              <Stack
                direction="row"
                useFlexGap
                component="dl"
                sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1, m: 0 }}
              >
                <Total label={t('compensations.totals.rows')} value={String(rows.length)} />
                <Total
                  label={t('compensations.totals.summa')}
                  value={formatKronor(totals.Summa, i18n.language)}
                  testId="total-summa"
                />
                <Total
                  label={t('compensations.totals.moms')}
                  value={formatKronor(totals.MomsSek, i18n.language)}
                  testId="total-moms"
                />
              </Stack>
            </Paper>
            {rows.length === 0 ? (
              <Typography color="text.secondary">{t('compensations.page.empty')}</Typography>
            ) : phone ? (
              <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {rows.map((row) => (
                  <CompensationCard key={row.Id} row={row} ctx={ctx} actions={actions} />
                ))}
              </Stack>
            ) : (
              <ScrollRegion outlined label={t('compensations.page.tableLabel')}>
                <Table size="small" aria-label={t('compensations.page.tableLabel')}>
                  <TableHead>
                    <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                      <TableCell>{t('compensations.field.datum')}</TableCell>
                      <TableCell>{t('compensations.field.lonKod')}</TableCell>
                      <TableCell>{t('compensations.field.text')}</TableCell>
                      {showPrice && <TableCell align="right">{t('compensations.field.antal')}</TableCell>}
                      {showPrice && <TableCell align="right">{t('compensations.field.apris')}</TableCell>}
                      <TableCell align="right">{t('compensations.field.belopp')}</TableCell>
                      <TableCell align="right">{t('compensations.field.moms')}</TableCell>
                      <TableCell align="right">{t('compensations.field.summa')}</TableCell>
                      {showGroup && <TableCell>{t('compensations.field.varugrupp')}</TableCell>}
                      {konterat && <TableCell>{t('compensations.field.konto')}</TableCell>}
                      <TableCell>{t('compensations.column.status')}</TableCell>
                      <TableCell align="right">{t('compensations.column.actions')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((row) => (
                      <TableRow key={row.Id} hover data-testid="compensation-row">
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.Datum}</TableCell>
                        <TableCell sx={{ minWidth: 100 }}>{rowCode(row, ctx)}</TableCell>
                        <TableCell sx={{ minWidth: 120, maxWidth: 280, overflowWrap: 'anywhere' }}>
                          {row.Text}
                        </TableCell>
                        {showPrice && (
                          <TableCell align="right">{formatDecimal(row.Antal, i18n.language)}</TableCell>
                        )}
                        {showPrice && (
                          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                            {row.Apris === null ? '' : formatMoney(row.Apris, row.ValutaKod, i18n.language)}
                          </TableCell>
                        )}
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {formatMoney(row.Belopp, row.ValutaKod, i18n.language)}
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {formatMoney(row.Moms, row.ValutaKod, i18n.language)}
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {formatKronor(row.Summa, i18n.language)}
                        </TableCell>
                        {showGroup && <TableCell>{row.Varugrupp}</TableCell>}
                        {konterat && <TableCell>{row.Konto}</TableCell>}
                        <TableCell>
                          <StatusChip status={row.Status} />
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          <ReceiptLink row={row} ctx={ctx} />
                          <CompensationActions row={row} ctx={ctx} actions={actions} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </ScrollRegion>
            )}
          </>
        )}
      </EmployeeQueryGate>
      {open && (
        <CompensationDialog
          key={open.key}
          ctx={ctx}
          row={open.row}
          initial={open.initial}
          konterat={konterat}
          onClose={() => setOpen(null)}
        />
      )}
    </Box>
  );
}
