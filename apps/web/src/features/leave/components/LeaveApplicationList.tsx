import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import type { useLeaveApplications } from '../use-leave-applications';
import { DecisionButtons, leaveNames, OwnButtons, ownChangeable } from './leave-buttons';
import { LeaveCard } from './LeaveCard';
import { SelectedDecisions } from './SelectedDecisions';

type LeaveApplications = ReturnType<typeof useLeaveApplications>;

/** The view's applications: the waiting ones to choose, each with the buttons its view offers. */
export function LeaveApplicationList({ page }: { page: LeaveApplications }) {
  const { t } = useTranslation();
  const { ctx, view, list, decisions } = page;
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {list.map((a) => (
        <LeaveCard
          key={a.Id}
          application={a}
          codeText={ctx.codeText}
          withName={view !== 'own'}
          {...(view === 'waiting'
            ? {
                select: (
                  <Checkbox
                    checked={decisions.selected.includes(a.Id)}
                    onChange={() => decisions.toggle(a.Id)}
                    slotProps={{ input: { 'aria-label': t('leave.select', leaveNames(a)) } }}
                  />
                ),
              }
            : {})}
          actions={
            view !== 'own' ? (
              <DecisionButtons application={a} onDecide={decisions.decide} />
            ) : ownChangeable(a, ctx.mayReport) ? (
              <OwnButtons
                application={a}
                onEdit={(application) => page.setEditing({ application })}
                onWithdraw={(application) => void page.withdraw(application)}
              />
            ) : null
          }
        />
      ))}
    </Stack>
  );
}

/** The waiting applications chosen all at once, and approved or denied together. */
export function WaitingSelection({ page }: { page: LeaveApplications }) {
  const { t } = useTranslation();
  const { list, decisions, selectedWaiting } = page;
  return (
    <SelectedDecisions
      chosen={selectedWaiting}
      onDecide={decisions.decide}
      sx={{ flexWrap: 'wrap', gap: 1, mb: 2, alignItems: 'center' }}
      before={
        <Checkbox
          checked={selectedWaiting.length === list.length}
          indeterminate={selectedWaiting.length > 0 && selectedWaiting.length < list.length}
          onChange={(e) => decisions.setSelected(e.target.checked ? list.map((a) => a.Id) : [])}
          slotProps={{ input: { 'aria-label': t('leave.selectAll') } }}
        />
      }
    />
  );
}
