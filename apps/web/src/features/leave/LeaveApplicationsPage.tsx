import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Undo from '@mui/icons-material/Undo';
import { can } from '@lonportal/domain/access/capabilities';
import {
  leaveDecisionTarget,
  leaveEditable,
  type LeaveApplication,
  type LeaveDecision,
} from '@lonportal/domain/leave/leave';
import { addMonths, firstOfMonth } from '@lonportal/domain/dates';
import { todayIso } from '../../lib/date-filter';
import { useSession } from '../../lib/session';
import { PageLoader } from '../../ui/PageLoader';
import { codesForGroup, useTimeContext } from '../time';
import { PAGE_HEADING } from '../absence';
import { useAdminLeave, useLeaveWrites, useOwnLeave } from './api';
import { useConfirmedRemove } from '../../ui/dialog-save';
import { useOpenLeavePlans } from './planner-api';
import { DecisionDialog } from './components/DecisionDialog';
import { LeaveCard } from './components/LeaveCard';
import { LeaveDialog } from './components/LeaveDialog';

type View = 'waiting' | 'all' | 'own';

/**
 * /leaveapplications (SPEC §6): an employee applies for leave and follows their
 * applications; a manager sees the admin view: the applications waiting for a decision (approved
 * or denied in bulk, with a comment), all from this month on (deny or revert a decision), and
 * their own.
 */
export function LeaveApplicationsPage() {
  const { t } = useTranslation();
  const ctx = useTimeContext();
  const { me } = useSession();
  const manager = can('decideLeave', me.UserAccount);
  const ownAnstNr = manager ? me.UserAccount.AnstNr : ctx.selection.anstNr;
  const [view, setView] = useState<View>(manager ? 'waiting' : 'own');
  const today = todayIso();
  const range = { From: firstOfMonth(today), To: addMonths(firstOfMonth(today), 12) };
  const waiting = useAdminLeave(ctx.ftgId, { waiting: true }, manager && view === 'waiting');
  const all = useAdminLeave(ctx.ftgId, { range }, manager && view === 'all');
  const own = useOwnLeave(ctx.ftgId, view === 'own' ? ownAnstNr : null);
  const { remove } = useLeaveWrites(ctx.ftgId);
  const openPlans = useOpenLeavePlans(ctx.ftgId).data ?? [];
  const confirmRemove = useConfirmedRemove();
  const [selected, setSelected] = useState<string[]>([]);
  const [deciding, setDeciding] = useState<{ ids: string[]; decision: LeaveDecision } | null>(null);
  const [editing, setEditing] = useState<{ application: LeaveApplication | null } | null>(null);

  const ownEmployee = ctx.selection.employees.find((e) => e.AnstNr === ownAnstNr);
  const absenceCodes = (ownEmployee ? codesForGroup(ctx.codes, ownEmployee.TidKodGrupp) : ctx.codes).filter(
    (c) => ctx.kindOf(c.TidKod) === 'absence',
  );

  const withdraw = (a: LeaveApplication) =>
    confirmRemove({
      title: t('leave.withdraw.title'),
      text: t('leave.withdraw.text', { from: a.From, to: a.To }),
      confirmText: t('leave.action.withdraw'),
      doneText: t('leave.withdraw.done'),
      remove: () => remove.mutateAsync({ id: a.Id, version: a.Version }),
    });

  const query = view === 'waiting' ? waiting : view === 'all' ? all : own;
  const list = query.data ?? [];
  const names = (a: LeaveApplication) => ({ name: a.Namn, from: a.From, to: a.To });
  const decisionButtons = (a: LeaveApplication) =>
    (['APPROVE', 'DENY', 'REVERT'] as const)
      .filter((d) => leaveDecisionTarget(a.Status, d) !== null)
      .map((d) => (
        <Button
          key={d}
          size="small"
          variant={d === 'APPROVE' ? 'contained' : 'outlined'}
          color={d === 'APPROVE' ? 'primary' : d === 'DENY' ? 'error' : 'inherit'}
          startIcon={d === 'APPROVE' ? <Check /> : d === 'DENY' ? <Close /> : <Undo />}
          onClick={() => setDeciding({ ids: [a.Id], decision: d })}
          aria-label={t(`leave.action.${d}For`, names(a))}
        >
          {t(`leave.action.${d}`)}
        </Button>
      ));
  const ownButtons = (a: LeaveApplication) =>
    leaveEditable(a.Status) && ctx.mayReport
      ? [
          <Button
            key="edit"
            size="small"
            startIcon={<EditOutlined />}
            onClick={() => setEditing({ application: a })}
            aria-label={t('leave.action.editFor', names(a))}
          >
            {t('absence.action.edit')}
          </Button>,
          <Button
            key="withdraw"
            size="small"
            color="error"
            startIcon={<DeleteOutline />}
            onClick={() => void withdraw(a)}
            aria-label={t('leave.action.withdrawFor', names(a))}
          >
            {t('leave.action.withdraw')}
          </Button>,
        ]
      : null;
  const toggle = (id: string) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const selectedWaiting = selected.filter((id) => list.some((a) => a.Id === id));

  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Typography variant="h4" component="h1" sx={PAGE_HEADING}>
          {t('leave.page.title')}
        </Typography>
        {ownAnstNr && ctx.mayReport && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ application: null })}>
            {t('leave.action.new')}
          </Button>
        )}
      </Stack>
      {ownAnstNr &&
        openPlans.map((p) => (
          <Alert key={p.Id} severity="info" sx={{ mb: 2 }} data-testid="open-leave-plan">
            {t('leavePlanner.openNotice', { name: p.Namn, from: p.From, to: p.To, date: p.SistaOnskedag })}
          </Alert>
        ))}
      {manager && (
        <Tabs
          value={view}
          onChange={(_, v: View) => {
            setView(v);
            setSelected([]);
          }}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 2 }}
          aria-label={t('leave.page.views')}
        >
          <Tab value="waiting" label={t('leave.view.waiting')} />
          <Tab value="all" label={t('leave.view.all')} />
          {ownAnstNr && <Tab value="own" label={t('leave.view.own')} />}
        </Tabs>
      )}
      {view === 'waiting' && list.length > 0 && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mb: 2, alignItems: 'center' }}>
          <Checkbox
            checked={selectedWaiting.length === list.length}
            indeterminate={selectedWaiting.length > 0 && selectedWaiting.length < list.length}
            onChange={(e) => setSelected(e.target.checked ? list.map((a) => a.Id) : [])}
            slotProps={{ input: { 'aria-label': t('leave.selectAll') } }}
          />
          <Button
            variant="contained"
            startIcon={<Check />}
            disabled={selectedWaiting.length === 0}
            onClick={() => setDeciding({ ids: selectedWaiting, decision: 'APPROVE' })}
          >
            {t('leave.action.approveSelected', { n: selectedWaiting.length })}
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<Close />}
            disabled={selectedWaiting.length === 0}
            onClick={() => setDeciding({ ids: selectedWaiting, decision: 'DENY' })}
          >
            {t('leave.action.denySelected', { n: selectedWaiting.length })}
          </Button>
        </Stack>
      )}
      {query.isPending && query.fetchStatus !== 'idle' ? (
        <PageLoader />
      ) : list.length === 0 ? (
        <Typography color="text.secondary">{t(`leave.empty.${view}`)}</Typography>
      ) : (
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
                        checked={selected.includes(a.Id)}
                        onChange={() => toggle(a.Id)}
                        slotProps={{ input: { 'aria-label': t('leave.select', names(a)) } }}
                      />
                    ),
                  }
                : {})}
              actions={view === 'own' ? ownButtons(a) : decisionButtons(a)}
            />
          ))}
        </Stack>
      )}
      {deciding && (
        <DecisionDialog
          ftgId={ctx.ftgId}
          ids={deciding.ids}
          decision={deciding.decision}
          onClose={(decided) => {
            if (decided) setSelected([]);
            setDeciding(null);
          }}
        />
      )}
      {editing && ownAnstNr && (
        <LeaveDialog
          ftgId={ctx.ftgId}
          anstNr={ownAnstNr}
          codes={absenceCodes}
          application={editing.application}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
