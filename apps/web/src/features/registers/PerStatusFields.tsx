import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import type { FtgInfo } from '@lonportal/domain/auth/schemas';
import type { EmployeeDetail } from '@lonportal/domain/registers/employee';
import { useBrukarlista } from '../../lib/reference-lists/get-brukarlista';
import { useResEnheter } from '../../lib/reference-lists/get-resenheter';
import { FormCheckbox } from '../../ui/FormCheckbox';
import { FormSelect } from '../../ui/FormSelect';
import type { EmployeeControl } from './employee-form';
import { FormSection } from './FormSection';
import { withNone } from './select-none';

const UNITS = [1, 2, 3] as const;

/**
 * SPEC §3 PerStatus: whether the employee's rows name a brukare and result units 1–3, and the
 * values they start with. Brukare where the company uses LSS, the result units it has open (and any
 * the employee has already).
 */
export function PerStatusFields({
  control,
  ftg,
  saved,
}: {
  control: EmployeeControl;
  ftg: FtgInfo;
  saved: EmployeeDetail | null;
}) {
  const { t } = useTranslation();
  const s = saved?.PerStatus;
  const showsBrukare = ftg.UseLSS || Boolean(s?.UseBrukare || s?.Brukare);
  const units = UNITS.filter(
    (n) => ftg[`OpenResEnhet${n}`] || Boolean(s?.[`UseResEnhet${n}`] || s?.[`ResEnhet${n}`]),
  );
  const brukare = useBrukarlista(ftg.FtgId, showsBrukare);
  const resEnheter = useResEnheter(ftg.FtgId, units.length > 0);
  if (!showsBrukare && units.length === 0) return null;
  const none = t('registers.employees.none');
  return (
    <FormSection title={t('registers.employees.sections.reporting')}>
      {showsBrukare && (
        <Stack spacing={1}>
          <FormCheckbox
            control={control}
            name="PerStatus.UseBrukare"
            label={t('registers.employees.fields.UseBrukare')}
          />
          <FormSelect
            control={control}
            name="PerStatus.Brukare"
            label={t('registers.employees.fields.Brukare')}
            options={withNone(
              (brukare.data ?? []).map((b) => ({
                value: b.Brukare,
                label: `${b.Brukare} ${b.FoNamn} ${b.EfNamn}`.trim(),
              })),
              none,
              s?.Brukare ?? '',
            )}
          />
        </Stack>
      )}
      {units.map((n) => {
        const unit = ftg[`ResEnhetNamn${n}`] || t('registers.employees.unitFallback', { n });
        return (
          <Stack key={n} spacing={1}>
            <FormCheckbox
              control={control}
              name={`PerStatus.UseResEnhet${n}`}
              label={t('registers.employees.fields.UseResEnhet', { unit })}
            />
            <FormSelect
              control={control}
              name={`PerStatus.ResEnhet${n}`}
              label={t('registers.employees.fields.ResEnhet', { unit })}
              options={withNone(
                (resEnheter.data?.[`ResEnh${n}`] ?? []).map((r) => ({
                  value: r.Kod,
                  label: `${r.Kod} ${r.Namn}`.trim(),
                })),
                none,
                s?.[`ResEnhet${n}`] ?? '',
              )}
            />
          </Stack>
        );
      })}
    </FormSection>
  );
}
