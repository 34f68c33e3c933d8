import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import { resEnhetField, type ResDim } from '@lonportal/domain/time/entries';
import { FormSelect, type SelectOption } from '../../../ui/FormSelect';
import type { TimeContext } from '../use-time-context';

/** A form with brukare and the result units, as time and compensation rows have. */
type UnitForm = FieldValues & { Brukare: unknown } & Record<`ResEnhet${ResDim}`, unknown>;

interface Props<T extends UnitForm> {
  control: Control<T>;
  ctx: Pick<TimeContext, 'ftg' | 'brukare' | 'resDims' | 'resEnheter'>;
  /** The company's mandatory switches of this kind of row (SPEC §5). */
  mandatory: { brukare: boolean; resEnhet: readonly boolean[] };
  disabled: boolean;
}

/**
 * Brukare (when the company uses LSS) and the open result units of a row, each a clearable select
 * of the company's lists, required where the company says so: the time entry's and the
 * compensation's dialogs share them.
 */
export function UnitFields<T extends UnitForm>({ control, ctx, mandatory, disabled }: Props<T>) {
  const { t } = useTranslation();
  const brukareOptions: SelectOption[] = ctx.brukare.map((b) => ({
    value: b.Brukare,
    label: `${b.Brukare} ${b.FoNamn} ${b.EfNamn}`.trim(),
  }));
  const resOptions = (n: ResDim): SelectOption[] =>
    (ctx.resEnheter?.[`ResEnh${n}`] ?? []).map((r) => ({ value: r.Kod, label: `${r.Kod} ${r.Namn}`.trim() }));
  return (
    <>
      {ctx.ftg.UseLSS && (
        <Grid size={12}>
          <FormSelect
            control={control}
            name={'Brukare' as Path<T>}
            label={t('timeReport.field.brukare')}
            options={brukareOptions}
            clearable
            required={mandatory.brukare}
            disabled={disabled}
          />
        </Grid>
      )}
      {ctx.resDims.map((n) => (
        <Grid key={n} size={{ xs: 12, sm: 6 }}>
          <FormSelect
            control={control}
            name={resEnhetField(n) as Path<T>}
            label={ctx.ftg[`ResEnhetNamn${n}`] || t('timeReport.field.resEnhet', { n })}
            options={resOptions(n)}
            clearable
            required={mandatory.resEnhet[n - 1] ?? false}
            disabled={disabled}
          />
        </Grid>
      ))}
    </>
  );
}
