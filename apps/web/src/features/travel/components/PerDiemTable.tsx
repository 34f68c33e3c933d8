import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TravelResult } from '@lonportal/domain/travel/trip';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import { usePhoneLayout } from '../../../ui/screen';
import { formatKronor } from '../../../lib/number-format';
import { countryName } from '../../../lib/countries';
import { CardList, ResultCard } from './ResultCard';

export type Computed = Extract<TravelResult, { kind: 'ok' }>;

/** The meals of a day as a short list ("lunch, dinner"), or '' for none. */
function mealsText(
  t: (k: string) => string,
  meals: { breakfast?: boolean; lunch?: boolean; dinner?: boolean },
) {
  return [
    meals.breakfast ? t('travel.guide.breakfast') : '',
    meals.lunch ? t('travel.guide.lunch') : '',
    meals.dinner ? t('travel.guide.dinner') : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * Each day's per diem with its part, free meals and why, and the nights: a table, or on a phone a
 * card a day (seven columns and the reasons would otherwise need a sideways swipe).
 */
export function PerDiemTable({ perDiem }: { perDiem: Computed['perDiem'] }) {
  const phone = usePhoneLayout();
  return phone ? <PerDiemCards perDiem={perDiem} /> : <PerDiemRows perDiem={perDiem} />;
}

type PerDiemDay = Computed['perDiem']['days'][number];

/** The texts both layouts show: the language, amounts in kronor and a day's free meals. */
function usePerDiemTexts() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const kr = (n: number) => formatKronor(n, lng);
  const meals = (d: PerDiemDay) =>
    `${mealsText(t, d.meals)}${d.mealReduction > 0 ? ` (−${kr(d.mealReduction)})` : ''}`;
  return { t, lng, kr, meals };
}

/** On a phone: a card a day and a card a night. */
function PerDiemCards({ perDiem }: { perDiem: Computed['perDiem'] }) {
  const { t, lng, kr, meals } = usePerDiemTexts();
  return (
    <CardList label={t('travel.result.days')}>
      {perDiem.days.map((d) => (
        <ResultCard
          key={d.date}
          testId="travel-day"
          date={d.date}
          amount={kr(d.amount)}
          facts={[
            { label: t('travel.result.country'), value: countryName(d.country, lng) },
            { label: t('travel.result.part'), value: t(`travel.part.${d.part}`) },
            { label: t('travel.result.base'), value: kr(d.base) },
            ...(meals(d) ? [{ label: t('travel.result.meals'), value: meals(d) }] : []),
            { label: t('travel.result.why'), value: d.reasons.map((r) => t(r)).join('. '), wide: true },
          ]}
        />
      ))}
      {perDiem.nights.map((n) => (
        <ResultCard
          key={`night-${n.date}`}
          testId="travel-night"
          date={n.date}
          amount={kr(n.amount)}
          facts={[{ label: t('travel.result.night'), value: t('travel.result.nightWhy'), wide: true }]}
        />
      ))}
    </CardList>
  );
}

/** On a wider screen: a row a day and a row a night. */
function PerDiemRows({ perDiem }: { perDiem: Computed['perDiem'] }) {
  const { t, lng, kr, meals } = usePerDiemTexts();
  return (
    <ScrollRegion outlined label={t('travel.result.days')}>
      <Table size="small" aria-label={t('travel.result.days')}>
        <TableHead>
          <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableCell>{t('travel.result.date')}</TableCell>
            <TableCell>{t('travel.result.country')}</TableCell>
            <TableCell>{t('travel.result.part')}</TableCell>
            <TableCell align="right">{t('travel.result.base')}</TableCell>
            <TableCell>{t('travel.result.meals')}</TableCell>
            <TableCell align="right">{t('travel.result.amount')}</TableCell>
            <TableCell>{t('travel.result.why')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {perDiem.days.map((d) => (
            <TableRow key={d.date} data-testid="travel-day">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{d.date}</TableCell>
              <TableCell>{countryName(d.country, lng)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`travel.part.${d.part}`)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {kr(d.base)}
              </TableCell>
              <TableCell>{meals(d)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {kr(d.amount)}
              </TableCell>
              <TableCell sx={{ minWidth: 200 }}>{d.reasons.map((r) => t(r)).join('. ')}</TableCell>
            </TableRow>
          ))}
          {perDiem.nights.map((n) => (
            <TableRow key={`night-${n.date}`} data-testid="travel-night">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{n.date}</TableCell>
              <TableCell colSpan={4}>{t('travel.result.night')}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {kr(n.amount)}
              </TableCell>
              <TableCell>{t('travel.result.nightWhy')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
