import { useEffect, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CompanyProcessInputSchema,
  CompanyProcessSchema,
  PortalInfoInputSchema,
  type MovedRowChoice,
  type MovedRows,
  type PortalSettings,
} from '@lonportal/domain/admin/portal-settings';
import { ERRORS } from '@lonportal/domain/errors/codes';
import { LOGIN_TYPES, PASSBYTE_TYPER } from '@lonportal/domain/portal-info';
import { BRUKARE_NAMN_TYPER } from '@lonportal/domain/auth/schemas';
import { isApiError } from '../../lib/api-client';
import { showError } from '../../lib/api-errors';
import { FormCheckbox } from '../../ui/FormCheckbox';
import { FormNumberField } from '../../ui/FormNumberField';
import { FormSelect } from '../../ui/FormSelect';
import { FormTextField } from '../../ui/FormTextField';
import { applyServerFieldErrors } from '../../ui/server-field-errors';
import { useSnackbar } from '../../ui/snackbar';
import { UnsavedChangesPrompt } from '../../ui/UnsavedChangesPrompt';
import { useFormKeyboardNavigation } from '../../ui/use-form-keyboard-navigation';
import { useShortcut } from '../../ui/use-shortcut';
import { getMovedRows, portalSettingsQueryOptions, useSavePortalSettings } from './api/portal-settings';
import { LoginsField } from './LoginsField';
import { SETTING_GROUPS, UNITS, type SettingDef } from './portal-fields';
import { SwitchConfirmDialog, type SwitchChange } from './SwitchConfirmDialog';

const FormSchema = z.object({ PortalInfo: PortalInfoInputSchema, Company: CompanyProcessInputSchema });
/** For those who only read the switches: they are sent back as they are, not checked. */
const ReadOnlyCompanyFormSchema = z.object({
  PortalInfo: PortalInfoInputSchema,
  Company: CompanyProcessSchema,
});
type FormInput = z.input<typeof FormSchema>;
type FormOutput = z.output<typeof FormSchema>;
type Path = FieldPath<FormInput>;

const SAVE_SHORTCUT = 'ALT+S';

const formOf = (s: PortalSettings): FormInput => ({ PortalInfo: s.PortalInfo, Company: s.Company });

/** The settings whose value differs from `base`, by form path. */
function changedPaths(values: FormInput, base: FormInput): Path[] {
  return (['PortalInfo', 'Company'] as const).flatMap((part) =>
    Object.keys(values[part]).flatMap((key) => {
      const a = (values[part] as Record<string, unknown>)[key];
      const b = (base[part] as Record<string, unknown>)[key];
      return JSON.stringify(a) === JSON.stringify(b) ? [] : [`${part}.${key}` as Path];
    }),
  );
}

const valueAt = (values: FormInput, path: Path): unknown => {
  const [part, key] = path.split('.') as ['PortalInfo' | 'Company', string];
  return (values[part] as Record<string, unknown>)[key];
};

/** Saves the settings on the version they were read in; a conflict keeps the person's changes. */
export function PortalSettingsForm({ ftgId, saved }: { ftgId: string; saved: PortalSettings }) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const save = useSavePortalSettings(ftgId);
  const keyboard = useFormKeyboardNavigation();
  // What the form was read from: its version is the one a save names.
  const [base, setBase] = useState(saved);
  const [conflict, setConflict] = useState(false);
  const [pending, setPending] = useState<SwitchChange<FormOutput> | null>(null);
  const { control, handleSubmit, reset, setError, setValue, getValues, formState } = useForm<
    FormInput,
    unknown,
    FormOutput
  >({
    resolver: zodResolver(saved.MayEditCompany ? FormSchema : ReadOnlyCompanyFormSchema),
    defaultValues: formOf(saved),
  });
  const { isDirty, isSubmitting } = formState;
  const companyReadOnly = !base.MayEditCompany;
  // Another administrator saved (heard over /ws): an untouched form shows their version at once; a
  // form with changes keeps them, and its save meets the conflict.
  useEffect(() => {
    if (!isDirty && saved.Version > base.Version) {
      setBase(saved);
      reset(formOf(saved));
    }
  }, [saved, base.Version, isDirty, reset]);

  async function store(values: FormOutput, movedRows: MovedRowChoice) {
    try {
      const result = await save.mutateAsync({
        Version: base.Version,
        PortalInfo: values.PortalInfo,
        ...(base.MayEditCompany ? { Company: values.Company } : {}),
        MovedRows: movedRows,
      });
      setBase(result);
      setConflict(false);
      reset(formOf(result));
      showSnackbar({ text: t('admin.portal.saved'), color: 'success' });
    } catch (err) {
      if (isApiError(err, ERRORS.VersionConflict.code)) {
        // Someone saved first: load theirs and put this person's changes back on top.
        const mine = getValues();
        const changes = changedPaths(mine, formOf(base));
        let fresh: PortalSettings;
        try {
          fresh = await queryClient.fetchQuery(portalSettingsQueryOptions(ftgId));
        } catch (loadErr) {
          showError(loadErr);
          return;
        }
        setBase(fresh);
        reset(formOf(fresh));
        for (const path of changes) setValue(path, valueAt(mine, path) as never, { shouldDirty: true });
        setConflict(true);
        return;
      }
      if (applyServerFieldErrors(err, (field) => field as Path, setError)) return;
      showError(err);
    }
  }

  const submit = handleSubmit(async (values) => {
    const switches = changedPaths(values, formOf(base)).filter((p) => p.startsWith('Company.'));
    if (switches.length === 0 || !base.MayEditCompany) return store(values, 'FOLLOW');
    const to = { KalUseLonReady: values.Company.KalUseLonReady, KalUseAttest: values.Company.KalUseAttest };
    const stepsChanged =
      to.KalUseLonReady !== base.Company.KalUseLonReady || to.KalUseAttest !== base.Company.KalUseAttest;
    let moved: MovedRows = [];
    try {
      if (stepsChanged) moved = await getMovedRows(to);
    } catch (err) {
      showError(err);
      return;
    }
    setPending({ values, before: base.Company, switches, moved });
  });
  useShortcut(SAVE_SHORTCUT, () => void submit(), {
    enabled: isDirty && !isSubmitting && !save.isPending && pending === null,
  });

  const label = (def: SettingDef) => t(`admin.portal.fields.${def.text}.label`, unitName(def));
  const help = (def: SettingDef) => t(`admin.portal.fields.${def.text}.help`, unitName(def));
  const unitName = (def: SettingDef) =>
    def.unit
      ? {
          unit: base.Company[`ResEnhetNamn${def.unit}`] || t('admin.portal.unitFallback', { n: def.unit }),
        }
      : {};
  const options = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`admin.portal.options.${prefix}.${value}`) }));

  /** A company switch as text, for those who may not change it (ADR 0022). */
  function readOnly(def: SettingDef) {
    const value = valueAt(formOf(base), def.name);
    const shown =
      typeof value === 'boolean'
        ? t(`admin.portal.value.${value ? 'on' : 'off'}`)
        : t(`admin.portal.options.${def.text}.${String(value)}`);
    return (
      <div key={def.name}>
        <Typography>{t('admin.portal.readOnlyValue', { label: label(def), value: shown })}</Typography>
        <Typography variant="body2" color="text.secondary">
          {help(def)}
        </Typography>
      </div>
    );
  }

  function field(def: SettingDef, disabled: boolean) {
    if (disabled) return readOnly(def);
    const common = { control, name: def.name as Path, label: label(def), helperText: help(def), disabled };
    switch (def.kind) {
      case 'flag':
        return <FormCheckbox key={def.name} {...common} />;
      case 'number':
        return <FormNumberField key={def.name} {...common} decimals={0} required />;
      case 'text':
        return <FormTextField key={def.name} {...common} fullWidth />;
      case 'logins':
        return <LoginsField key={def.name} {...common} />;
      case 'select': {
        const values =
          def.text === 'PassbyteTyp'
            ? PASSBYTE_TYPER
            : def.text === 'LoginType'
              ? LOGIN_TYPES
              : BRUKARE_NAMN_TYPER;
        return (
          <FormSelect
            key={def.name}
            {...common}
            options={options(values, def.text)}
            searchable={false}
            fullWidth
          />
        );
      }
    }
  }

  return (
    <>
      <UnsavedChangesPrompt when={isDirty && !isSubmitting} />
      {conflict && (
        <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setConflict(false)}>
          {t('admin.portal.conflict')}
        </Alert>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} onKeyDown={keyboard.onKeyDown}>
        <Stack spacing={3}>
          {SETTING_GROUPS.map((group) => {
            const disabled = group.company === true && companyReadOnly;
            const headingId = `portal-group-${group.id}`;
            return (
              <Paper
                key={group.id}
                variant="outlined"
                component="section"
                aria-labelledby={headingId}
                sx={{ p: { xs: 2, sm: 3 } }}
              >
                <Typography variant="h6" component="h2" id={headingId}>
                  {t(`admin.portal.groups.${group.id}.title`)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  {t(`admin.portal.groups.${group.id}.help`)}
                </Typography>
                {disabled && (
                  <Alert severity="info" sx={{ mb: 2 }}>
                    {t('admin.portal.companyReadOnly')}
                  </Alert>
                )}
                <Stack spacing={1.5}>{group.settings.map((def) => field(def, disabled))}</Stack>
                {group.company === true && (
                  <Stack spacing={2} sx={{ mt: 3 }}>
                    <Typography variant="subtitle1" component="h3">
                      {t('admin.portal.units.title')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('admin.portal.units.help')}
                    </Typography>
                    {disabled
                      ? UNITS.map((n) => (
                          <Typography key={n}>
                            {t('admin.portal.readOnlyValue', {
                              label: base.Company[`ResEnhetNamn${n}`] || t('admin.portal.units.group', { n }),
                              value: [
                                t('admin.portal.readOnlyValue', {
                                  label: t('admin.portal.units.registered'),
                                  value: t(
                                    `admin.portal.value.${base.Company[`RegResEnh${n}`] ? 'on' : 'off'}`,
                                  ),
                                }),
                                t('admin.portal.readOnlyValue', {
                                  label: t('admin.portal.units.open'),
                                  value: t(
                                    `admin.portal.value.${base.Company[`OpenResEnhet${n}`] ? 'on' : 'off'}`,
                                  ),
                                }),
                              ].join(t('admin.portal.separator')),
                            })}
                          </Typography>
                        ))
                      : UNITS.map((n) => (
                          <Stack
                            key={n}
                            role="group"
                            aria-label={t('admin.portal.units.group', { n })}
                            direction={{ xs: 'column', sm: 'row' }}
                            spacing={{ xs: 0.5, sm: 2 }}
                            sx={{ alignItems: { sm: 'center' } }}
                          >
                            <FormTextField
                              control={control}
                              name={`Company.ResEnhetNamn${n}`}
                              label={t('admin.portal.units.name', { n })}
                              size="small"
                              sx={{ minWidth: { sm: 220 } }}
                            />
                            <FormCheckbox
                              control={control}
                              name={`Company.RegResEnh${n}`}
                              label={t('admin.portal.units.registered')}
                            />
                            <FormCheckbox
                              control={control}
                              name={`Company.OpenResEnhet${n}`}
                              label={t('admin.portal.units.open')}
                            />
                          </Stack>
                        ))}
                  </Stack>
                )}
              </Paper>
            );
          })}
          <Stack
            direction="row"
            spacing={1}
            sx={{
              justifyContent: 'flex-end',
              position: 'sticky',
              bottom: 0,
              py: 1.5,
              bgcolor: 'background.default',
              zIndex: 1,
            }}
          >
            <Button
              type="button"
              onClick={() => {
                reset(formOf(base));
                setConflict(false);
              }}
              disabled={!isDirty || isSubmitting}
            >
              {t('admin.portal.reset')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={!isDirty}
              loading={isSubmitting || save.isPending}
              aria-keyshortcuts="Alt+S"
            >
              {t('admin.portal.save')}
            </Button>
          </Stack>
        </Stack>
      </form>
      <SwitchConfirmDialog
        key={pending ? 'open' : 'closed'}
        change={pending}
        onCancel={() => setPending(null)}
        onConfirm={async (choice) => {
          const values = pending?.values;
          setPending(null);
          if (values) await store(values, choice);
        }}
      />
    </>
  );
}
