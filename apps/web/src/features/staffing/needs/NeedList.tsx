import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Repeat from '@mui/icons-material/Repeat';
import type { Behov } from '@lonportal/domain/staffing/needs';
import { formatDayWithWeekday, weekdayName } from '../../../lib/date-format';
import { tipProps } from '../../../ui/TipHost';
import { groupByDay, isSeries, namesOf } from './need-days';
import { nameOf, type StaffingLists } from './use-staffing-lists';

interface Props {
  needs: readonly Behov[];
  lists: StaffingLists;
  onEdit: (need: Behov) => void;
  onRemove: (need: Behov, series: boolean) => void;
}

const listSx = { listStyle: 'none', m: 0, p: 0 } as const;

/** The period's needs by day: a heading per day, and the day's needs in the order of the day. */
export function NeedList({ needs, lists, onEdit, onRemove }: Props) {
  const { i18n } = useTranslation();
  return (
    <Stack component="ul" spacing={3} sx={listSx}>
      {groupByDay(needs).map((day) => (
        <Box component="li" key={day.Datum} aria-labelledby={`need-day-${day.Datum}`}>
          <Typography id={`need-day-${day.Datum}`} variant="h6" component="h2" sx={{ mb: 1 }}>
            {formatDayWithWeekday(day.Datum, i18n.language)}
          </Typography>
          <Stack component="ul" spacing={1} sx={listSx}>
            {day.needs.map((need) => (
              <NeedCard
                key={need.Id}
                need={need}
                series={isSeries(need, needs)}
                lists={lists}
                onEdit={onEdit}
                onRemove={onRemove}
              />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

/** One day's need: task, times, how many, where from, what it requires; edit and delete. */
function NeedCard({
  need,
  series,
  lists,
  onEdit,
  onRemove,
}: Omit<Props, 'needs'> & { need: Behov; series: boolean }) {
  const { t, i18n } = useTranslation();
  const task = nameOf(lists.names.task, need.Bemuppgift);
  const what = t('staffing.needs.item.for', {
    task,
    day: weekdayName(need.Datum, i18n.language),
    date: need.Datum,
    from: need.StartTid,
    to: need.SlutTid,
  });
  const requires = [
    ...namesOf(need.Kompetenser, lists.names.competence),
    ...namesOf(need.Egenskaper, lists.names.property),
  ];
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {t('staffing.needs.item.title', { from: need.StartTid, to: need.SlutTid, task })}
          </Typography>
          <Typography variant="body2">
            {need.Avdelning
              ? t('staffing.needs.item.peopleIn', {
                  n: need.Antal,
                  department: nameOf(lists.names.department, need.Avdelning),
                })
              : t('staffing.needs.item.people', { n: need.Antal })}
          </Typography>
          {requires.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('staffing.needs.item.requires', { list: requires.join(', ') })}
            </Typography>
          )}
          {series && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}
            >
              <Repeat fontSize="small" aria-hidden />
              {t('staffing.needs.item.series')}
            </Typography>
          )}
        </Box>
        <IconButton
          onClick={() => onEdit(need)}
          aria-label={t('staffing.needs.action.editFor', { what })}
          {...tipProps(t('staffing.needs.action.edit'))}
        >
          <EditOutlined />
        </IconButton>
        <IconButton
          color="error"
          onClick={() => onRemove(need, series)}
          aria-label={t('staffing.needs.action.deleteFor', { what })}
          {...tipProps(t('staffing.needs.action.delete'))}
        >
          <DeleteOutline />
        </IconButton>
      </Stack>
    </Paper>
  );
}
