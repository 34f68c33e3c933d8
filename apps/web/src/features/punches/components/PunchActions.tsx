import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import LockOutlined from '@mui/icons-material/LockOutlined';
import type { Stampling } from '@lonportal/domain/punches/punches';
import { touchTarget } from '../../../ui/touch';
import { tipProps } from '../../../ui/TipHost';
import { closableFromSchedule, wallTime } from '../punch-view';
import type { useCloseAction, useDeleteAction } from '../use-punch-actions';

interface Props {
  punch: Stampling;
  close: ReturnType<typeof useCloseAction>;
  remove: ReturnType<typeof useDeleteAction>;
  onCorrect: (punch: Stampling) => void;
  /** Phone layout: touch targets of 44 px. */
  compact?: boolean;
}

/** Why a punch may not be corrected or deleted, each reason once. */
export const punchLockReasons = (p: Stampling): string[] => [
  ...new Set([p.AndraLast, p.TaBortLast].filter(Boolean)),
];

/** A punch's actions: close from the schedule, correct and delete where allowed. */
export function PunchActions({ punch: p, close, remove, onCorrect, compact = false }: Props) {
  const { t } = useTranslation();
  const when = `${p.Datum} ${wallTime(p.In)}`;
  const size = compact ? 'medium' : 'small';
  const sx = compact ? touchTarget : undefined;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {closableFromSchedule(p) && (
        <Button size={compact ? 'medium' : 'small'} variant="outlined" sx={sx} onClick={() => close.run(p)}>
          {t('punches.action.closeFromSchedule')}
        </Button>
      )}
      {!p.AndraLast && (
        <IconButton
          {...tipProps(t('punches.action.correct'))}
          size={size}
          sx={sx}
          aria-label={t('punches.action.correctRow', { when })}
          onClick={() => onCorrect(p)}
        >
          <Edit fontSize="small" />
        </IconButton>
      )}
      {!p.TaBortLast && (
        <IconButton
          {...tipProps(t('punches.action.delete'))}
          size={size}
          sx={sx}
          aria-label={t('punches.action.deleteRow', { when })}
          onClick={() => remove.run(p)}
        >
          <DeleteOutline fontSize="small" />
        </IconButton>
      )}
      {/* On a phone the reasons are written out below the punch (PunchCard). */}
      {!compact &&
        punchLockReasons(p).map((reason) => (
          <LockOutlined
            key={reason}
            {...tipProps(t(reason))}
            fontSize="small"
            color="action"
            titleAccess={t(reason)}
          />
        ))}
    </Stack>
  );
}

/** Why a punch may not be changed, written out with a lock (the phone's card). */
export function PunchLockText({ punch }: { punch: Stampling }) {
  const { t } = useTranslation();
  return punchLockReasons(punch).map((reason) => (
    <Typography
      key={reason}
      variant="body2"
      color="text.secondary"
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}
    >
      <LockOutlined sx={{ fontSize: 16, mt: '2px' }} aria-hidden />
      {t(reason)}
    </Typography>
  ));
}
