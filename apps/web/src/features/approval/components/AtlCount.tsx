import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { formatNumberSv } from '@lonportal/domain/validation/number-format';

const whole = (n: number) => formatNumberSv(n, { decimals: 0 });

/**
 * An employee's working-time-law warnings in the period (ATL 13 § rest, ATL 15 § work in a row, on
 * their punches), under the column "ATL-varningar": a warning chip with the number, or a quiet 0.
 * The punch list names each warning.
 */
export function AtlCount({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0)
    return (
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
        {whole(0)}
      </Typography>
    );
  return (
    <Chip
      size="small"
      variant="outlined"
      // The icon carries the warning colour; the number keeps the text colour (WCAG 1.4.3).
      icon={<WarningAmber sx={{ '&&': { color: 'warning.dark' } }} />}
      label={whole(count)}
      title={t('approval.table.atlHelp')}
    />
  );
}
