import { formatOrgnr } from '@lonportal/domain/validation/identity';
import { paxmlFileName, receiptsArchiveName, type PayrollExport } from '@lonportal/domain/payroll/paxml';

// The stored PAXml file of a transfer (SPEC §7: download URLs have no api prefix).

/** The download URL of a transfer's file. */
export const payrollFileUrl = (id: string): string => `/download/lonexport/${encodeURIComponent(id)}`;

/** The name the file is saved under: paxml-<orgnr>-<from>-<to>.xml, as the server names it. */
export const payrollFileName = (orgnr: string, e: Pick<PayrollExport, 'From' | 'To'>): string =>
  paxmlFileName(formatOrgnr(orgnr), e.From, e.To);

/** Whether the answer stored a file (Antal 0: nothing new was ready, nothing stored). */
export const storedFile = (e: Pick<PayrollExport, 'Antal'>): boolean => e.Antal > 0;

/** The receipts of a transfer's compensation rows as one ZIP, and its name. */
export const payrollReceiptsUrl = (id: string): string => `${payrollFileUrl(id)}/kvitton`;
export const payrollReceiptsName = (orgnr: string, e: Pick<PayrollExport, 'From' | 'To'>): string =>
  receiptsArchiveName(formatOrgnr(orgnr), e.From, e.To);
