import { useEffect } from 'react';
import { useForm, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { resEnhetField } from '@lonportal/domain/time/entries';
import { FormSelect, type SelectOption } from '../../../ui/FormSelect';
import { EMPTY_KAL_FILTER, activeFilterCount, type KalFilter } from '../calendar';
import type { LonKod } from '../../compensations';
import type { TimeContext } from '../../time';

interface Props {
  ctx: TimeContext;
  value: KalFilter;
  onChange: (filter: KalFilter) => void;
  /** The pay codes to filter compensations by, or null where the user sees no compensations. */
  payCodes: readonly Pick<LonKod, 'LonKod' | 'BenText'>[] | null;
}

/**
 * SPEC §3 KalFilter: time codes, pay codes (the compensations), brukare (LSS companies)
 * and the open result units, each a multi-select (showing "N st" above three chosen).
 */
export function CalendarFilters({ ctx, value, onChange, payCodes }: Props) {
  const { t } = useTranslation();
  const { control, reset } = useForm<KalFilter>({ defaultValues: value });
  const watched = useWatch({ control }) as KalFilter;

  useEffect(() => {
    const next = { ...EMPTY_KAL_FILTER, ...watched };
    if (JSON.stringify(next) !== JSON.stringify(value)) onChange(next);
  }, [watched, value, onChange]);

  const codeOptions: SelectOption[] = ctx.employeeCodes.map((c) => ({
    value: c.TidKod,
    label: `${c.TidKod} ${c.BenText}`,
  }));
  const brukareOptions: SelectOption[] = ctx.brukare.map((b) => ({
    value: b.Brukare,
    label: `${b.Brukare} ${b.FoNamn} ${b.EfNamn}`.trim(),
  }));

  return (
    <Grid
      container
      spacing={2}
      sx={{ alignItems: 'center', mb: 2 }}
      component="section"
      aria-label={t('calendar.filter.label')}
    >
      <FilterSelect
        control={control}
        name="TidKod"
        label={t('calendar.filter.tidKod')}
        options={codeOptions}
      />
      {payCodes && (
        <FilterSelect
          control={control}
          name="LonKod"
          label={t('calendar.filter.lonKod')}
          options={payCodes.map((c) => ({ value: c.LonKod, label: `${c.LonKod} ${c.BenText}` }))}
        />
      )}
      {ctx.ftg.UseLSS && (
        <FilterSelect
          control={control}
          name="Brukare"
          label={t('timeReport.field.brukare')}
          options={brukareOptions}
        />
      )}
      {ctx.resDims.map((n) => (
        <FilterSelect
          key={n}
          control={control}
          name={resEnhetField(n)}
          label={ctx.ftg[`ResEnhetNamn${n}`] || t('timeReport.field.resEnhet', { n })}
          options={(ctx.resEnheter?.[`ResEnh${n}`] ?? []).map((r) => ({
            value: r.Kod,
            label: `${r.Kod} ${r.Namn}`.trim(),
          }))}
        />
      ))}
      <Grid size="auto">
        <Button onClick={() => reset(EMPTY_KAL_FILTER)} disabled={activeFilterCount(value) === 0}>
          {t('calendar.filter.clear')}
        </Button>
      </Grid>
    </Grid>
  );
}

/** One of the filters: a multi-select in a quarter of the row on a wide screen. */
function FilterSelect({
  control,
  name,
  label,
  options,
}: {
  control: Control<KalFilter>;
  name: FieldPath<KalFilter>;
  label: string;
  options: SelectOption[];
}) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <FormSelect control={control} name={name} label={label} options={options} multiple size="small" />
    </Grid>
  );
}
