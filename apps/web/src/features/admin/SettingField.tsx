import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import Typography from '@mui/material/Typography';
import { RESE_BERAKNINGAR, type PortalSettings } from '@lonportal/domain/admin/portal-settings';
import { LOGIN_TYPES, PASSBYTE_TYPER } from '@lonportal/domain/portal-info';
import { BRUKARE_NAMN_TYPER } from '@lonportal/domain/auth/schemas';
import { FormCheckbox } from '../../ui/FormCheckbox';
import { FormNumberField } from '../../ui/FormNumberField';
import { FormSelect } from '../../ui/FormSelect';
import { FormTextField } from '../../ui/FormTextField';
import { LoginsField } from './LoginsField';
import type { SettingDef } from './portal-fields';
import { formOf, valueAt, type FormInput, type FormOutput, type Path } from './portal-settings-form';

/** A setting's label and help text; the settings of result unit n name the unit. */
function useSettingTexts(base: PortalSettings) {
  const { t } = useTranslation();
  const unitName = (def: SettingDef) =>
    def.unit
      ? {
          unit: base.Company[`ResEnhetNamn${def.unit}`] || t('admin.portal.unitFallback', { n: def.unit }),
        }
      : {};
  return {
    label: (def: SettingDef) => t(`admin.portal.fields.${def.text}.label`, unitName(def)),
    help: (def: SettingDef) => t(`admin.portal.fields.${def.text}.help`, unitName(def)),
  };
}

const SELECT_VALUES: Record<string, readonly string[]> = {
  PassbyteTyp: PASSBYTE_TYPER,
  LoginType: LOGIN_TYPES,
  BrukareNamnTyp: BRUKARE_NAMN_TYPER,
  ReseBerakning: RESE_BERAKNINGAR,
};
const selectValues = (def: SettingDef) => SELECT_VALUES[def.text] ?? [];

/** One setting of the portal page, or, for those who may not change it, its value as text (ADR 0022). */
export function SettingField({
  def,
  disabled,
  control,
  base,
}: {
  def: SettingDef;
  disabled: boolean;
  control: Control<FormInput, unknown, FormOutput>;
  /** The settings as read: unit names, and the value shown read-only. */
  base: PortalSettings;
}) {
  const { t } = useTranslation();
  const { label, help } = useSettingTexts(base);
  if (disabled) {
    const value = valueAt(formOf(base), def.name);
    const shown =
      typeof value === 'boolean'
        ? t(`admin.portal.value.${value ? 'on' : 'off'}`)
        : def.kind === 'number'
          ? value === null
            ? t(`admin.portal.fields.${def.text}.none`)
            : String(value)
          : t(`admin.portal.options.${def.text}.${String(value)}`);
    return (
      <div>
        <Typography>{t('admin.portal.readOnlyValue', { label: label(def), value: shown })}</Typography>
        <Typography variant="body2" color="text.secondary">
          {help(def)}
        </Typography>
      </div>
    );
  }
  const common = { control, name: def.name as Path, label: label(def), helperText: help(def), disabled };
  switch (def.kind) {
    case 'flag':
      return <FormCheckbox {...common} />;
    case 'number':
      return <FormNumberField {...common} decimals={0} required={!def.optional} />;
    case 'text':
      return <FormTextField {...common} fullWidth />;
    case 'logins':
      return <LoginsField {...common} />;
    case 'select':
      return (
        <FormSelect
          {...common}
          options={selectValues(def).map((value) => ({
            value,
            label: t(`admin.portal.options.${def.text}.${value}`),
          }))}
          searchable={false}
          fullWidth
        />
      );
  }
}
