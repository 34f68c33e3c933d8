import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Behov } from '@lonportal/domain/staffing/needs';
import type { PlanPass } from '@lonportal/domain/staffing/planner';
import { formatDayWithWeekday } from '../../../lib/date-format';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { needsOfDay, type DayCover } from './planner-grid';
import { C } from './grid-styles';
import type { ShiftStart } from './shift-form';

interface Props {
  cover: readonly DayCover[];
  behov: readonly Behov[];
  pass: readonly PlanPass[];
  bemuppgift: string;
  taskName: (code: string) => string;
  onOpen: (start: ShiftStart) => void;
}

/**
 * Each day's people planned against the people needed ("2/3"), under-cover marked in colour and in
 * words; a day with needs opens its needs, to fill one ("who can take this shift?").
 */
export const NeedsRow = memo(function NeedsRow({ cover, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <tr>
      <th scope="row" className={C.name}>
        {t('staffing.planner.cover')}
      </th>
      {cover.map((c) => (
        <NeedDay key={c.Datum} cover={c} {...rest} />
      ))}
    </tr>
  );
});

function NeedDay({
  cover: c,
  behov,
  pass,
  bemuppgift,
  taskName,
  onOpen,
}: Omit<Props, 'cover'> & { cover: DayCover }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (c.needed === 0)
    return (
      <td className={C.need}>
        <span aria-hidden>–</span>
        <Box component="span" sx={visuallyHidden}>
          {t('staffing.planner.noNeed')}
        </Box>
      </td>
    );
  const needs = needsOfDay(c.Datum, behov, pass, bemuppgift);
  const date = formatDayWithWeekday(c.Datum, i18n.language);
  return (
    <td className={C.need}>
      <ButtonBase
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-label={t(c.under ? 'staffing.planner.coverUnder' : 'staffing.planner.coverLabel', {
          planned: c.planned,
          needed: c.needed,
          date,
        })}
        sx={{
          width: '100%',
          height: 34,
          borderRadius: 1,
          fontWeight: 700,
          fontSize: '0.8125rem',
          bgcolor: c.under ? 'error.main' : 'success.main',
          color: c.under ? 'error.contrastText' : 'success.contrastText',
        }}
      >
        {t('staffing.planner.coverCount', { planned: c.planned, needed: c.needed })}
      </ButtonBase>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {needs.map(({ need, filled }) => (
          <MenuItem
            key={need.Id}
            onClick={() => {
              setAnchor(null);
              onOpen({ kind: 'need', need });
            }}
          >
            {t('staffing.planner.needItem', {
              from: need.StartTid,
              to: need.SlutTid,
              task: taskName(need.Bemuppgift),
              filled,
              needed: need.Antal,
            })}
          </MenuItem>
        ))}
      </Menu>
    </td>
  );
}
