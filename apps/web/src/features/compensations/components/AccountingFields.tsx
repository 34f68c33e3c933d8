import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import { FormDateField } from '../../../ui/FormDateField';
import { FormSelect } from '../../../ui/FormSelect';
import type { CompensationFormValues } from '../compensation-form';
import type { CompensationContext } from '../use-compensation-context';

interface Props {
  control: Control<CompensationFormValues>;
  ctx: CompensationContext;
  disabled: boolean;
  /** The account field shows (showKonterat). */
  konterat: boolean;
}

/** Where a compensation row is booked: goods group, account, and the period it concerns. */
export function AccountingFields({ control, ctx, disabled, konterat }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {ctx.varugrupper.length > 0 && (
        <Grid size={{ xs: 12, sm: konterat ? 6 : 12 }}>
          <FormSelect
            control={control}
            name="Varugrupp"
            label={t('compensations.field.varugrupp')}
            options={ctx.varugrupper.map((v) => ({ value: v.Namn, label: v.Namn }))}
            clearable
            disabled={disabled}
          />
        </Grid>
      )}
      {konterat && (
        <Grid size={{ xs: 12, sm: ctx.varugrupper.length > 0 ? 6 : 12 }}>
          <FormSelect
            control={control}
            name="Konto"
            label={t('compensations.field.konto')}
            options={ctx.konton.map((k) => ({ value: k.Konto, label: `${k.Konto} ${k.Namn}` }))}
            clearable
            disabled={disabled}
          />
        </Grid>
      )}
      <Grid size={6}>
        <FormDateField
          control={control}
          name="FromDatum"
          label={t('compensations.field.fromDatum')}
          fullWidth
          disabled={disabled}
        />
      </Grid>
      <Grid size={6}>
        <FormDateField
          control={control}
          name="TomDatum"
          label={t('compensations.field.tomDatum')}
          fullWidth
          disabled={disabled}
        />
      </Grid>
    </>
  );
}
