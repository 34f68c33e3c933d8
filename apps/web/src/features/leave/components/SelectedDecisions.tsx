import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import type { LeaveDecision } from '@lonportal/domain/leave/leave';

interface Props {
  /** The chosen applications the buttons decide. */
  chosen: readonly string[];
  onDecide: (ids: string[], decision: LeaveDecision) => void;
  /** What comes before the buttons (the select-all checkbox). */
  before?: ReactNode;
  sx?: SxProps<Theme>;
}

/** Approve or deny the chosen applications at once (SPEC §6), each asking in DecisionDialog. */
export function SelectedDecisions({ chosen, onDecide, before, sx }: Props) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" useFlexGap sx={sx}>
      {before}
      <Button
        variant="contained"
        startIcon={<Check />}
        disabled={chosen.length === 0}
        onClick={() => onDecide([...chosen], 'APPROVE')}
      >
        {t('leave.action.approveSelected', { n: chosen.length })}
      </Button>
      <Button
        variant="outlined"
        color="error"
        startIcon={<Close />}
        disabled={chosen.length === 0}
        onClick={() => onDecide([...chosen], 'DENY')}
      >
        {t('leave.action.denySelected', { n: chosen.length })}
      </Button>
    </Stack>
  );
}
