import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StatusFlags } from '@lonportal/domain/row-status';
import { compensationTotals } from '@lonportal/domain/compensations/compensations';
import { errorMessageKey } from '../../../lib/api-client';
import type { Period } from '../../../lib/date-filter';
import { formatDate } from '../../../lib/date-format';
import { useLonKoder } from '../../../lib/reference-lists/get-lonkoder';
import { useSession } from '../../../lib/session';
import { AppDialog } from '../../../ui/AppDialog';
import { FactGrid } from '../../../ui/FactGrid';
import { InlineLoader } from '../../../ui/InlineLoader';
import { actionableRows, countByStatus, type PageAction } from '../../../lib/row-status/status-actions';
import { touchButtons } from '../../../ui/touch';
import { useRunStatusAction } from '../../../lib/row-status/use-status-action';
import { StatusChip } from '../../../ui/StatusChip';
import { receiptUrl, useCompensations } from '../api';
import { formatKronor, formatMoney } from '../../../lib/number-format';

interface Props {
  anstNr: string;
  name: string;
  period: Period;
  flags: StatusFlags;
  /** The forward action and its undo offered for this employee. */
  actions: readonly [PageAction, PageAction];
  onClose: () => void;
}

/**
 * One employee's compensation rows of the period on the attest page: what each pays, its
 * status and its receipt, the total, and the page's action for just them.
 */
export function CompensationRowsDialog({ anstNr, name, period, flags, actions, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const list = useCompensations(ftgId, anstNr, period);
  const codes = useLonKoder(ftgId);
  const { run, pending, pendingAction } = useRunStatusAction(period, 'ersattningar');
  const rows = list.data?.Rader ?? [];
  const counts = countByStatus(rows);
  const codeName = (code: string) => codes.data?.find((c) => c.LonKod === code)?.BenText ?? '';

  return (
    <AppDialog
      open
      onClose={onClose}
      persistent={pending}
      width={760}
      title={t('approval.rows.title', {
        name,
        anstNr,
        from: formatDate(period.From),
        to: formatDate(period.To),
      })}
      actions={
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, ...touchButtons }}
        >
          <Button onClick={onClose} disabled={pending}>
            {t('approval.close')}
          </Button>
          {actions.map((action) => (
            <Button
              key={action}
              variant={action === actions[0] ? 'contained' : 'outlined'}
              disabled={
                !list.data ||
                actionableRows(counts, action, flags) === 0 ||
                (pending && pendingAction !== action)
              }
              loading={pendingAction === action}
              onClick={() => void run(action, [anstNr])}
            >
              {t(`approval.action.${action}.one`)}
            </Button>
          ))}
        </Stack>
      }
    >
      {list.isPending ? (
        <InlineLoader />
      ) : list.isError ? (
        <Alert severity="error">{t(errorMessageKey(list.error))}</Alert>
      ) : rows.length === 0 ? (
        <Alert severity="info">{t('approval.noRows')}</Alert>
      ) : (
        <>
          <Box
            component="ul"
            aria-label={t('approval.rows.tableLabel', { name })}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {rows.map((row) => (
              <Box
                key={row.Id}
                component="li"
                data-testid="approval-row"
                sx={{ display: 'flex', gap: 1, py: 1.5, borderTop: 1, borderColor: 'divider' }}
              >
                <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {t('approval.rows.heading', {
                      date: formatDate(row.Datum),
                      code: `${row.LonKod} ${codeName(row.LonKod)}`.trim(),
                    })}
                  </Typography>
                  {row.Text && (
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {row.Text}
                    </Typography>
                  )}
                  <FactGrid
                    facts={[
                      {
                        label: t('compensations.field.belopp'),
                        value: formatMoney(row.Belopp, row.ValutaKod, i18n.language),
                      },
                      {
                        label: t('compensations.field.moms'),
                        value: formatMoney(row.Moms, row.ValutaKod, i18n.language),
                      },
                      {
                        label: t('compensations.totals.summa'),
                        value: formatKronor(row.Summa, i18n.language),
                      },
                      { label: t('approval.table.status'), value: <StatusChip status={row.Status} /> },
                    ]}
                  />
                  {row.ReceiptId && (
                    <Link
                      href={receiptUrl(ftgId, row.ReceiptId)}
                      target="_blank"
                      rel="noopener"
                      variant="body2"
                    >
                      {t('compensations.receipt.openRow', { code: row.LonKod, date: row.Datum })}
                    </Link>
                  )}
                </Stack>
              </Box>
            ))}
          </Box>
          <Typography sx={{ mt: 2, fontWeight: 500 }}>
            {t('compensations.totals.summa')}: {formatKronor(compensationTotals(rows).Summa, i18n.language)}
          </Typography>
        </>
      )}
    </AppDialog>
  );
}
