import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import type { Compensation } from '@lonportal/domain/compensations/compensations';
import { DEFAULT_CURRENCY } from '@lonportal/domain/constants';
import { tipProps } from '../../../ui/TipHost';
import { StatusChip } from '../../../ui/StatusChip';
import { receiptUrl } from '../api';
import type { CompensationContext } from '../use-compensation-context';
import { formatKronor, formatMoney } from '../../../lib/number-format';

// The parts of the compensations page's rows (CompensationsPage.tsx): a row's code, receipt and
// actions in the table, a row as a card on a phone, and the totals under them.

export interface RowActions {
  edit: (row: Compensation) => void;
  copy: (row: Compensation) => void;
  remove: (row: Compensation) => Promise<void>;
}

/** A row, what it is read with, and what its buttons do. */
interface RowProps {
  row: Compensation;
  ctx: CompensationContext;
  actions: RowActions;
}

/** "UTLÄGG Utlägg": a row's pay code and its text. */
export const rowCode = (row: Compensation, ctx: CompensationContext): string =>
  `${row.LonKod} ${ctx.payCodeText(row.LonKod)}`.trim();

export function Total({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h6" sx={{ m: 0 }} data-testid={testId}>
        {value}
      </Typography>
    </div>
  );
}

/** The row's receipt, opened in a new tab; nothing when it has none. */
export function ReceiptLink({ row, ctx }: { row: Compensation; ctx: CompensationContext }) {
  const { t } = useTranslation();
  if (!row.ReceiptId) return null;
  return (
    <IconButton
      {...tipProps(t('compensations.receipt.open'))}
      size="small"
      href={receiptUrl(ctx.ftgId, row.ReceiptId)}
      target="_blank"
      rel="noopener"
      aria-label={t('compensations.receipt.openRow', { code: rowCode(row, ctx), date: row.Datum })}
    >
      <ReceiptLong fontSize="small" />
    </IconButton>
  );
}

function RowAction({
  tip,
  label,
  onClick,
  children,
}: {
  tip: string;
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <IconButton
      {...tipProps(tip)}
      size="small"
      sx={{ minWidth: 40, minHeight: 40 }}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </IconButton>
  );
}

/** A row's actions: edit and delete while it may change (else view), and copy to a new row. */
export function CompensationActions({ row, ctx, actions }: RowProps) {
  const { t } = useTranslation();
  const names = { code: rowCode(row, ctx), date: row.Datum };
  const editable = row.KanAndras && ctx.mayReport;
  return (
    <>
      {editable ? (
        <>
          <RowAction
            tip={t('compensations.action.edit')}
            label={t('compensations.action.editRow', names)}
            onClick={() => actions.edit(row)}
          >
            <EditOutlined fontSize="small" />
          </RowAction>
          <RowAction
            tip={t('compensations.action.delete')}
            label={t('compensations.action.deleteRow', names)}
            onClick={() => void actions.remove(row)}
          >
            <DeleteOutline fontSize="small" />
          </RowAction>
        </>
      ) : (
        <RowAction
          tip={t('compensations.action.view')}
          label={t('compensations.action.viewRow', names)}
          onClick={() => actions.edit(row)}
        >
          <Visibility fontSize="small" />
        </RowAction>
      )}
      {ctx.mayReport && (
        <RowAction
          tip={t('compensations.action.copy')}
          label={t('compensations.action.copyRow', names)}
          onClick={() => actions.copy(row)}
        >
          <ContentCopy fontSize="small" />
        </RowAction>
      )}
    </>
  );
}

/** A row on a phone: code and sum, date and text, amount in its currency, VAT, receipt, status and actions. */
export function CompensationCard({ row, ctx, actions }: RowProps) {
  const { t, i18n } = useTranslation();
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="compensation-row"
      sx={{ display: 'flex', gap: 1, p: 1.5 }}
    >
      <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{rowCode(row, ctx)}</Typography>
          <Typography sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
            {formatKronor(row.Summa, i18n.language)}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {row.Datum}
          {row.ValutaKod !== DEFAULT_CURRENCY
            ? ` · ${formatMoney(row.Belopp, row.ValutaKod, i18n.language)}`
            : ''}
          {row.Moms !== 0
            ? ` · ${t('compensations.field.moms')} ${formatMoney(row.Moms, row.ValutaKod, i18n.language)}`
            : ''}
        </Typography>
        {row.Text && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {row.Text}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <StatusChip status={row.Status} />
          <ReceiptLink row={row} ctx={ctx} />
        </Stack>
      </Stack>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', flexShrink: 0 }}>
        <CompensationActions row={row} ctx={ctx} actions={actions} />
      </Box>
    </Paper>
  );
}
