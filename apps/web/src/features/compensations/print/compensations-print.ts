import type { Language } from '@lonportal/domain/constants';
import type { Period } from '../../../lib/date-filter';
import { fileNamePart, printPdfUrl } from '../../../lib/print-pdf';

// The address and file name of the printed compensations' PDF.

export const ersattningarPdfUrl = (anstNr: string, period: Period, lang: Language): string =>
  printPdfUrl('ersattningar', { AnstNr: anstNr, From: period.From, To: period.To, Lang: lang });
export const ersattningarPdfName = (anstNr: string, period: Period): string =>
  `ersattningar-${fileNamePart(anstNr)}-${period.From}-${period.To}.pdf`;
