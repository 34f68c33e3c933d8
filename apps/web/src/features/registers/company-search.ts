import type { CompanyRegisterEntry } from '@lonportal/domain/registers/company';

/** Whether the company is one `sok` names: part of its name or key, or of its org number's digits. */
export function companyMatches(
  c: Pick<CompanyRegisterEntry, 'Namn' | 'FtgKey' | 'Orgnr'>,
  sok: string,
): boolean {
  const words = sok.trim().toLocaleLowerCase('sv');
  if (!words) return true;
  const digits = words.replace(/\D/g, '');
  return (
    c.Namn.toLocaleLowerCase('sv').includes(words) ||
    c.FtgKey.toLocaleLowerCase('sv').includes(words) ||
    (digits.length > 0 && digits === words.replace(/[\s-]/g, '') && c.Orgnr.includes(digits))
  );
}
