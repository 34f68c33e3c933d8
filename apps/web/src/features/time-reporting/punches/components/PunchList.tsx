import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { PUNCH_REASON_FROM_SCHEDULE, type Stampling } from '@lonportal/domain/time-reporting/punches';
import { formatNumberSv } from '@lonportal/domain/validation/number-format';
import { closableFromSchedule, punchTimeText, wallTime } from '../punch-view';
import { useCloseAction, useDeleteAction } from '../use-punch-actions';
import { AtlWarnings } from './AtlWarnings';
import { DeviationCell } from './DeviationCell';

interface Props {
  ftgId: string;
  punches: readonly Stampling[];
  /** PortalInfo.AvvikandeStamplingMinuter. */
  margin: number;
  /** May the user change punches at all (a brukare only looks). */
  mayChange: boolean;
  onCorrect: (punch: Stampling) => void;
}

/** The note of a punch: forgotten, on a break, going on, or corrected with its reason. */
function Note({ punch }: { punch: Stampling }) {
  const { t } = useTranslation();
  if (punch.Glomd)
    return (
      <Chip
        size="small"
        variant="outlined"
        icon={<ErrorOutline color="warning" />}
        label={t('punches.forgotten.title')}
      />
    );
  if (!punch.Ut) return <>{t(punch.RastPagar ? 'punches.clock.state.break' : 'punches.list.open')}</>;
  if (!punch.Korrigerad) return null;
  const reason = punch.Orsak === PUNCH_REASON_FROM_SCHEDULE ? t(PUNCH_REASON_FROM_SCHEDULE) : punch.Orsak;
  return <>{t('punches.list.corrected', { reason })}</>;
}

/**
 * The punches of the period: in, out, breaks, hours, deviation, notes with the working-time-law
 * warnings, and what may be done.
 */
export function PunchList({ ftgId, punches, margin, mayChange, onCorrect }: Props) {
  const { t } = useTranslation();
  const close = useCloseAction(ftgId);
  const remove = useDeleteAction(ftgId);
  const cols = ['date', 'in', 'out', 'break', 'hours', 'deviation', 'note', 'actions'] as const;

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('punches.list.label')}>
        <TableHead>
          <TableRow>
            {cols.map((c) => (
              <TableCell key={c} align={c === 'break' || c === 'hours' ? 'right' : 'left'}>
                {t(`punches.list.${c}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {punches.map((p) => {
            const when = `${p.Datum} ${wallTime(p.In)}`;
            const locks = [...new Set([p.AndraLast, p.TaBortLast].filter(Boolean))];
            return (
              <TableRow
                key={p.Id}
                sx={p.Glomd ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.12) } : undefined}
              >
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{p.Datum}</TableCell>
                <TableCell>{wallTime(p.In)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{punchTimeText(p.Ut, p.Datum)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {t('punches.list.minutes', { minutes: p.RastMinuter })}
                </TableCell>
                <TableCell align="right">{p.Timmar === null ? '' : formatNumberSv(p.Timmar)}</TableCell>
                <TableCell>
                  <DeviationCell punch={p} margin={margin} />
                </TableCell>
                <TableCell>
                  <Stack spacing={0.5}>
                    <Note punch={p} />
                    <AtlWarnings punch={p} />
                  </Stack>
                </TableCell>
                <TableCell>
                  {mayChange && (
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                      {closableFromSchedule(p) && (
                        <Button size="small" variant="outlined" onClick={() => close.run(p)}>
                          {t('punches.action.closeFromSchedule')}
                        </Button>
                      )}
                      {!p.AndraLast && (
                        <Tooltip title={t('punches.action.correct')}>
                          <IconButton
                            size="small"
                            aria-label={t('punches.action.correctRow', { when })}
                            onClick={() => onCorrect(p)}
                          >
                            <Edit fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                      {!p.TaBortLast && (
                        <Tooltip title={t('punches.action.delete')}>
                          <IconButton
                            size="small"
                            aria-label={t('punches.action.deleteRow', { when })}
                            onClick={() => remove.run(p)}
                          >
                            <DeleteOutline fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                      {locks.map((reason) => (
                        <Tooltip key={reason} title={t(reason)}>
                          <LockOutlined fontSize="small" color="action" titleAccess={t(reason)} />
                        </Tooltip>
                      ))}
                    </Stack>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
          {punches.length === 0 && (
            <TableRow>
              <TableCell colSpan={cols.length}>
                <Typography sx={{ color: 'text.secondary', py: 1 }}>{t('punches.list.empty')}</Typography>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
