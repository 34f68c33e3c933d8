import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StatusFlags } from '@lonportal/domain/row-status';
import { actionTargets, type PageAction } from '../../../lib/row-status/status-actions';
import { touchButtons } from '../../../ui/touch';
import type { EmployeeStatusListState } from '../use-employee-status-list';

interface Props {
  state: EmployeeStatusListState;
  /** The forward action and its undo, each run for the chosen employees it applies to. */
  actions: readonly [PageAction, PageAction];
  flags: StatusFlags;
  /** More buttons (the payroll transfer). */
  extraActions?: ReactNode;
}

/** The list's toolbar: how many are chosen of those shown, and the bulk actions with their counts. */
export function StatusActionBar({ state, actions, flags, extraActions }: Props) {
  const { t } = useTranslation();
  const { chosen, pending, pendingAction, runningFor } = state;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      role="toolbar"
      aria-label={t('approval.actionsLabel')}
      sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap', ...touchButtons }}
      useFlexGap
    >
      <Typography sx={{ color: 'text.secondary' }} role="status">
        {t('approval.selectedCount', { count: chosen.length, total: state.shown.length })}
      </Typography>
      {actions.map((action, i) => {
        const count = actionTargets(chosen, action, flags).length;
        return (
          <Button
            key={action}
            variant={i === 0 ? 'contained' : 'outlined'}
            disabled={count === 0 || (pending && (pendingAction !== action || runningFor !== null))}
            loading={pendingAction === action && runningFor === null}
            onClick={() => void state.runBulk(action)}
          >
            {t(`approval.action.${action}.bulk`, { count })}
          </Button>
        );
      })}
      {extraActions}
    </Stack>
  );
}
