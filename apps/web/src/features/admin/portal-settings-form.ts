import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import {
  CompanyProcessInputSchema,
  CompanyProcessSchema,
  PortalInfoInputSchema,
  type PortalSettings,
} from '@lonportal/domain/admin/portal-settings';

// The /admin/portal form's values: the portal's settings and the company's switches (SPEC §3,
// ADR 0022), and the changes a save makes to them.

export const PortalSettingsFormSchema = z.object({
  PortalInfo: PortalInfoInputSchema,
  Company: CompanyProcessInputSchema,
});
/** For those who only read the switches: they are sent back as they are, not checked. */
export const ReadOnlyCompanyFormSchema = z.object({
  PortalInfo: PortalInfoInputSchema,
  Company: CompanyProcessSchema,
});
export type FormInput = z.input<typeof PortalSettingsFormSchema>;
export type FormOutput = z.output<typeof PortalSettingsFormSchema>;
export type Path = FieldPath<FormInput>;

export const formOf = (s: PortalSettings): FormInput => ({ PortalInfo: s.PortalInfo, Company: s.Company });

/** The settings whose value differs from `base`, by form path. */
export function changedPaths(values: FormInput, base: FormInput): Path[] {
  return (['PortalInfo', 'Company'] as const).flatMap((part) =>
    Object.keys(values[part]).flatMap((key) => {
      const a = (values[part] as Record<string, unknown>)[key];
      const b = (base[part] as Record<string, unknown>)[key];
      return JSON.stringify(a) === JSON.stringify(b) ? [] : [`${part}.${key}` as Path];
    }),
  );
}

export const valueAt = (values: FormInput, path: Path): unknown => {
  const [part, key] = path.split('.') as ['PortalInfo' | 'Company', string];
  return (values[part] as Record<string, unknown>)[key];
};
