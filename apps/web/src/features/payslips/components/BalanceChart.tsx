import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../lib/date-format';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { columns, type ChartPoint } from '../balances';

const HEIGHT = 96;

/**
 * A balance over the year as columns, one per date the payroll program gave it, drawn with boxes as
 * the staffing overview's cover chart is (no chart library): a negative value hangs below the zero
 * line. The columns are hidden from assistive technology, which reads the same figures as a table.
 */
export function BalanceChart({
  title,
  points,
  format,
  color,
}: {
  title: string;
  points: readonly ChartPoint[];
  /** A value as the chart's labels and table show it ("12,50 h", "18"). */
  format: (value: number) => string;
  color: string;
}) {
  const { t } = useTranslation();
  const captionId = useId();
  const { zero, columns: cols } = columns(points.map((p) => p.value));
  const values = points.map((p) => p.value);
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const latest = points.at(-1);
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0, minWidth: 0 }}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline', mb: 1 }}
      >
        <Typography id={captionId} component="figcaption" variant="subtitle2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {latest && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('payslips.chart.latest', { value: format(latest.value) })}
          </Typography>
        )}
      </Stack>
      <Box aria-hidden sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1 }}>
        <Box
          sx={{
            height: HEIGHT,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-between',
            textAlign: 'right',
          }}
        >
          <Typography variant="caption" sx={{ lineHeight: 1 }}>
            {format(top)}
          </Typography>
          <Typography variant="caption" sx={{ lineHeight: 1 }}>
            {format(bottom)}
          </Typography>
        </Box>
        <Box
          sx={{
            position: 'relative',
            height: HEIGHT,
            display: 'flex',
            gap: '3px',
            borderLeft: 1,
            borderColor: 'divider',
            px: '3px',
          }}
        >
          <Box
            sx={{
              position: 'absolute',
              left: 0,
              right: 0,
              top: `${zero}%`,
              borderTop: 1,
              borderColor: 'text.secondary',
            }}
          />
          {cols.map((c, i) => (
            <Box key={points[i]!.Datum} sx={{ position: 'relative', flex: 1 }}>
              <Box
                sx={{
                  position: 'absolute',
                  left: 0,
                  right: 0,
                  mx: 'auto',
                  maxWidth: 32,
                  top: `${c.top}%`,
                  height: `${c.height}%`,
                  minHeight: 2,
                  bgcolor: color,
                  borderRadius: 0.5,
                }}
              />
            </Box>
          ))}
        </Box>
        <span />
        <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 0.5 }}>
          <Typography variant="caption">{formatDate(points[0]!.Datum)}</Typography>
          <Typography variant="caption">{formatDate(latest!.Datum)}</Typography>
        </Stack>
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('payslips.chart.date')}</th>
            <th scope="col">{t('payslips.chart.value')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.Datum}>
              <td>{formatDate(p.Datum)}</td>
              <td>{format(p.value)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
