import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StatusFlags, TimeEntryStatus } from '@lonportal/domain/row-status';
import { errorMessageKey } from '../lib/api-client';
import type { Period } from '../lib/date-filter';
import { formatDate } from '../lib/date-format';
import { actionableRows, countByStatus, type PageAction } from '../lib/row-status/status-actions';
import type { StatusResource } from '../lib/row-status/status-resource';
import { useRunStatusAction } from '../lib/row-status/use-status-action';
import { AppDialog } from './AppDialog';
import { InlineLoader } from './InlineLoader';
import { touchButtons } from './touch';

// One employee's rows of a period, opened from the approval and attest lists (SPEC §4): the time
// rows and the compensation rows are drawn differently, the frame, its states and its actions
// for just this employee are the same.

export interface RowsActionDialogProps {
  anstNr: string;
  name: string;
  period: Period;
  flags: StatusFlags;
  /** The forward action and its undo offered for this employee. */
  actions: readonly [PageAction, PageAction];
  onClose: () => void;
}

interface Props extends RowsActionDialogProps {
  /** Time rows unless told to act on compensation rows. */
  resource?: StatusResource;
  width: number;
  /** The employee's rows as read: the actions wait for them. */
  query: { isPending: boolean; isError: boolean; error: unknown; data: unknown };
  rows: readonly { Status: TimeEntryStatus }[];
  /** The rows, drawn once they are read and there are some. */
  children: ReactNode;
  /** What follows the rows whatever they are (a row's history dialog). */
  after?: ReactNode;
}

/** One employee's rows of the period with the action for just them, persistent while it runs. */
export function RowsActionDialog({
  anstNr,
  name,
  period,
  flags,
  actions,
  onClose,
  resource = 'tid',
  width,
  query,
  rows,
  children,
  after,
}: Props) {
  const { t } = useTranslation();
  const { run, pending, pendingAction } = useRunStatusAction(period, resource);
  const counts = countByStatus(rows);
  return (
    <AppDialog
      open
      onClose={onClose}
      persistent={pending}
      width={width}
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
                !query.data ||
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
      {query.isPending ? (
        <InlineLoader />
      ) : query.isError ? (
        <Alert severity="error">{t(errorMessageKey(query.error))}</Alert>
      ) : rows.length === 0 ? (
        <Alert severity="info">{t('approval.noRows')}</Alert>
      ) : (
        children
      )}
      {after}
    </AppDialog>
  );
}

/**
 * One row in the dialog's list, as a phone shows it: "date · code name" as its heading, what the
 * row says below it, and an optional button beside it (a time row's history).
 */
export function RowsActionItem({
  datum,
  code,
  aside,
  children,
}: {
  datum: string;
  /** The row's code and its name. */
  code: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      data-testid="approval-row"
      sx={{ display: 'flex', gap: 1, py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {t('approval.rows.heading', { date: formatDate(datum), code: code.trim() })}
        </Typography>
        {children}
      </Stack>
      {aside}
    </Box>
  );
}
