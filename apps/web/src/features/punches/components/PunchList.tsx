import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { Stampling } from '@lonportal/domain/punches/punches';
import { formatNumberSv } from '@lonportal/domain/validation/number-format';
import { punchTimeText, wallTime } from '../punch-view';
import { useCloseAction, useDeleteAction } from '../use-punch-actions';
import { AtlWarnings } from './AtlWarnings';
import { DeviationCell } from './DeviationCell';
import { PunchActions } from './PunchActions';
import { PunchCard } from './PunchCard';
import { PunchNote } from './PunchNote';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import { usePhoneLayout } from '../../../ui/screen';

interface Props {
  ftgId: string;
  punches: readonly Stampling[];
  /** PortalInfo.AvvikandeStamplingMinuter. */
  margin: number;
  /** May the user change punches at all (a brukare only looks). */
  mayChange: boolean;
  onCorrect: (punch: Stampling) => void;
}

/**
 * The punches of the period: in, out, breaks, hours, deviation, notes with the working-time-law
 * warnings, and what may be done. A table on a wide screen, a list of cards on a phone.
 */
export function PunchList({ ftgId, punches, margin, mayChange, onCorrect }: Props) {
  const { t } = useTranslation();
  const close = useCloseAction(ftgId);
  const remove = useDeleteAction(ftgId);
  const phone = usePhoneLayout();
  const cols = ['date', 'in', 'out', 'break', 'hours', 'deviation', 'note', 'actions'] as const;
  const actions = { close, remove, onCorrect };

  if (phone)
    return (
      <Paper variant="outlined">
        {punches.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', p: 1.5 }}>{t('punches.list.empty')}</Typography>
        ) : (
          <Box component="ul" aria-label={t('punches.list.label')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {punches.map((p) => (
              <PunchCard key={p.Id} punch={p} margin={margin} mayChange={mayChange} {...actions} />
            ))}
          </Box>
        )}
      </Paper>
    );

  return (
    <ScrollRegion outlined label={t('punches.list.label')}>
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
          {punches.map((p) => (
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
                  <PunchNote punch={p} />
                  <AtlWarnings punch={p} />
                </Stack>
              </TableCell>
              <TableCell>{mayChange && <PunchActions punch={p} {...actions} />}</TableCell>
            </TableRow>
          ))}
          {punches.length === 0 && (
            <TableRow>
              <TableCell colSpan={cols.length}>
                <Typography sx={{ color: 'text.secondary', py: 1 }}>{t('punches.list.empty')}</Typography>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
