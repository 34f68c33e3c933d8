import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { LON_KOD_TYPER, TID_KOD_TYPER, type CodeRegister } from '@lonportal/domain/registers/codes';
import { PAXML_TIDKODER } from '@lonportal/domain/payroll/paxml';
import { FormCheckbox } from '../../ui/FormCheckbox';
import { FormNumberField } from '../../ui/FormNumberField';
import { FormSelect } from '../../ui/FormSelect';
import { FormTextField } from '../../ui/FormTextField';
import { FormTimeField } from '../../ui/FormTimeField';
import { useRegisterCodes } from './api/codes';
import type { CodeFormValues } from './code-form';
import { payrollText } from './code-texts';
import { FormCodeList } from './FormCodeList';
import { ScheduleWeeks } from './ScheduleWeeks';
import { StaffingTaskFields } from './StaffingTaskFields';
import { withNone } from './select-none';
import { useRegisterSection } from './register-section';

/** The code groups a register's rows name, for suggestions. */
const groupsOf = (rows: readonly { Grupper: string[] }[] | undefined): string[] =>
  [...new Set((rows ?? []).flatMap((r) => r.Grupper))].sort((a, b) => a.localeCompare(b, 'sv'));

/** The fields of each register besides its code (domain CODE_REGISTER_FIELDS). */
export function CodeFields({ ftgId, kind }: { ftgId: string; kind: CodeRegister }) {
  switch (kind) {
    case 'schedules':
      return <ScheduleFields />;
    case 'timecodes':
      return <TimeCodeFields ftgId={ftgId} />;
    case 'paycodes':
      return <PayCodeFields ftgId={ftgId} />;
    case 'brukare':
      return <BrukareFields />;
    case 'arbetsledare':
      return <ArbetsledareFields ftgId={ftgId} />;
    case 'goodsgroups':
      return null;
    case 'competences':
    case 'properties':
      return <NameField kind={kind} field="BenText" />;
    case 'staffingtasks':
      return <StaffingTaskFields ftgId={ftgId} />;
    default:
      return <NameField kind={kind} />;
  }
}

function NameField({ kind, field = 'Namn' }: { kind: CodeRegister; field?: 'Namn' | 'BenText' }) {
  const { t } = useTranslation();
  const texts = useRegisterSection()(kind);
  const { control } = useFormContext<CodeFormValues>();
  return (
    <FormTextField
      control={control}
      name={field}
      label={t(`registers.${texts}.fields.${field}`)}
      required
      fullWidth
    />
  );
}

/** A work schedule: its name, when its day starts, its break and its weeks. */
function ScheduleFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<CodeFormValues>();
  return (
    <>
      <NameField kind="schedules" field="BenText" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTimeField
          control={control}
          name="StartTid"
          label={t('registers.schedules.fields.StartTid')}
          helperText={t('registers.schedules.help.StartTid')}
          fullWidth
        />
        <FormNumberField
          control={control}
          name="RastMinuter"
          decimals={0}
          label={t('registers.schedules.fields.RastMinuter')}
          helperText={t('registers.schedules.help.RastMinuter')}
          fullWidth
        />
      </Stack>
      <ScheduleWeeks />
    </>
  );
}

/**
 * A time code: its kind of time, the groups that may use it, and how payroll gets its hours: as a
 * PAXml tidkod, or as hours of one of the company's pay codes (DOMAIN §12), shown as the file will.
 */
function TimeCodeFields({ ftgId }: { ftgId: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext<CodeFormValues>();
  const timecodes = useRegisterCodes(ftgId, 'timecodes');
  const paycodes = useRegisterCodes(ftgId, 'paycodes');
  const [paxmlKod, lonKod] = useWatch({ control, name: ['PaxmlKod', 'LonKod'] });
  const label = (field: string) => t(`registers.timecodes.fields.${field}`);
  return (
    <>
      <NameField kind="timecodes" field="BenText" />
      <FormSelect
        control={control}
        name="Typ"
        label={label('Typ')}
        options={TID_KOD_TYPER.map((typ) => ({ value: typ, label: t(`registers.timecodes.types.${typ}`) }))}
        searchable={false}
        required
      />
      <FormCodeList
        control={control}
        name="Grupper"
        label={label('Grupper')}
        helperText={t('registers.timecodes.help.Grupper')}
        suggestions={groupsOf(timecodes.data)}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelect
          control={control}
          name="PaxmlKod"
          label={label('PaxmlKod')}
          helperText={t('registers.timecodes.help.PaxmlKod')}
          options={withNone(
            PAXML_TIDKODER.map((code) => ({ value: code, label: code })),
            t('registers.timecodes.noPaxmlKod'),
            paxmlKod ?? '',
          )}
        />
        <FormSelect
          control={control}
          name="LonKod"
          label={label('LonKod')}
          helperText={t('registers.timecodes.help.LonKod')}
          options={withNone(
            (paycodes.data ?? [])
              .filter((p) => !p.Stangd || p.LonKod === lonKod)
              .map((p) => ({ value: p.LonKod, label: `${p.LonKod} ${p.BenText}` })),
            t('registers.timecodes.noLonKod'),
            lonKod ?? '',
          )}
        />
      </Stack>
      <Alert severity={paxmlKod || lonKod ? 'info' : 'warning'} role="status">
        {payrollText(t, { PaxmlKod: paxmlKod ?? '', LonKod: lonKod ?? '' })}
      </Alert>
    </>
  );
}

/** A pay code: its kind, unit, fixed price, groups and whether a receipt is required. */
function PayCodeFields({ ftgId }: { ftgId: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext<CodeFormValues>();
  const paycodes = useRegisterCodes(ftgId, 'paycodes');
  const label = (field: string) => t(`registers.paycodes.fields.${field}`);
  return (
    <>
      <NameField kind="paycodes" field="BenText" />
      <FormSelect
        control={control}
        name="Typ"
        label={label('Typ')}
        options={LON_KOD_TYPER.map((typ) => ({ value: typ, label: t(`registers.paycodes.types.${typ}`) }))}
        searchable={false}
        required
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="Enhet"
          label={label('Enhet')}
          helperText={t('registers.paycodes.help.Enhet')}
          required
          fullWidth
        />
        <FormNumberField
          control={control}
          name="Apris"
          label={label('Apris')}
          helperText={t('registers.paycodes.help.Apris')}
          fullWidth
        />
      </Stack>
      <FormCodeList
        control={control}
        name="Grupper"
        label={label('Grupper')}
        helperText={t('registers.paycodes.help.Grupper')}
        suggestions={groupsOf(paycodes.data)}
      />
      <FormCheckbox
        control={control}
        name="KvittoKravs"
        label={label('KvittoKravs')}
        helperText={t('registers.paycodes.help.KvittoKravs')}
      />
    </>
  );
}

/**
 * A brukare: names and personal identity number. The texts call them by the company's word
 * (BrukareNamnTyp: brukare, kund or arbetsledare), lib/brukare-wording.ts.
 */
function BrukareFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<CodeFormValues>();
  const label = (field: string) => t(`registers.brukare.fields.${field}`);
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="FoNamn" label={label('FoNamn')} required fullWidth />
        <FormTextField control={control} name="EfNamn" label={label('EfNamn')} required fullWidth />
      </Stack>
      <FormTextField
        control={control}
        name="PersNr"
        label={label('PersNr')}
        helperText={t('registers.brukare.help.PersNr')}
        inputMode="numeric"
        fullWidth
      />
    </>
  );
}

/** An arbetsledare: name, and the brukare whose assistance they lead. */
function ArbetsledareFields({ ftgId }: { ftgId: string }) {
  const { t } = useTranslation();
  const texts = useRegisterSection()('arbetsledare');
  const { control } = useFormContext<CodeFormValues>();
  const brukare = useRegisterCodes(ftgId, 'brukare');
  const saved = useWatch({ control, name: 'Brukare' }) ?? '';
  return (
    <>
      <NameField kind="arbetsledare" />
      <FormSelect
        control={control}
        name="Brukare"
        label={t(`registers.${texts}.fields.Brukare`)}
        helperText={t(`registers.${texts}.help.Brukare`)}
        options={withNone(
          (brukare.data ?? [])
            .filter((b) => !b.Stangd || b.Brukare === saved)
            .map((b) => ({ value: b.Brukare, label: `${b.Brukare} ${b.FoNamn} ${b.EfNamn}` })),
          t('registers.arbetsledare.noBrukare'),
          saved,
        )}
      />
    </>
  );
}
