import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import { PUNCH_REASON_FROM_SCHEDULE, type Stampling } from '@lonportal/domain/punches/punches';

/** The note of a punch: forgotten, on a break, going on, or corrected with its reason. */
export function PunchNote({ punch }: { punch: Stampling }) {
  const { t } = useTranslation();
  if (punch.Glomd)
    return (
      <Chip
        size="small"
        variant="outlined"
        icon={<ErrorOutline color="warning" />}
        label={t('punches.forgotten.title')}
        sx={{ alignSelf: 'flex-start' }}
      />
    );
  if (!punch.Ut) return <>{t(punch.RastPagar ? 'punches.clock.state.break' : 'punches.list.open')}</>;
  if (!punch.Korrigerad) return null;
  const reason = punch.Orsak === PUNCH_REASON_FROM_SCHEDULE ? t(PUNCH_REASON_FROM_SCHEDULE) : punch.Orsak;
  return <>{t('punches.list.corrected', { reason })}</>;
}
