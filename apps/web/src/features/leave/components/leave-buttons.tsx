import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Undo from '@mui/icons-material/Undo';
import {
  leaveDecisionTarget,
  leaveEditable,
  type LeaveApplication,
  type LeaveDecision,
} from '@lonportal/domain/leave/leave';

/** What an application's buttons are named with: whose, and its days. */
export const leaveNames = (a: LeaveApplication) => ({ name: a.Namn, from: a.From, to: a.To });

/** A manager's decisions on one application: those its status allows (approve, deny, revert). */
export function DecisionButtons({
  application: a,
  onDecide,
}: {
  application: LeaveApplication;
  onDecide: (ids: string[], decision: LeaveDecision) => void;
}) {
  const { t } = useTranslation();
  return (['APPROVE', 'DENY', 'REVERT'] as const)
    .filter((d) => leaveDecisionTarget(a.Status, d) !== null)
    .map((d) => (
      <Button
        key={d}
        size="small"
        variant={d === 'APPROVE' ? 'contained' : 'outlined'}
        color={d === 'APPROVE' ? 'primary' : d === 'DENY' ? 'error' : 'inherit'}
        startIcon={d === 'APPROVE' ? <Check /> : d === 'DENY' ? <Close /> : <Undo />}
        onClick={() => onDecide([a.Id], d)}
        aria-label={t(`leave.action.${d}For`, leaveNames(a))}
      >
        {t(`leave.action.${d}`)}
      </Button>
    ));
}

/** Whether the applicant may still change or withdraw the application. */
export const ownChangeable = (a: LeaveApplication, mayReport: boolean) =>
  leaveEditable(a.Status) && mayReport;

/** The applicant's own buttons while the application may change: edit and withdraw. */
export function OwnButtons({
  application: a,
  onEdit,
  onWithdraw,
}: {
  application: LeaveApplication;
  onEdit: (a: LeaveApplication) => void;
  onWithdraw: (a: LeaveApplication) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        size="small"
        startIcon={<EditOutlined />}
        onClick={() => onEdit(a)}
        aria-label={t('leave.action.editFor', leaveNames(a))}
      >
        {t('absence.action.edit')}
      </Button>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteOutline />}
        onClick={() => onWithdraw(a)}
        aria-label={t('leave.action.withdrawFor', leaveNames(a))}
      >
        {t('leave.action.withdraw')}
      </Button>
    </>
  );
}
