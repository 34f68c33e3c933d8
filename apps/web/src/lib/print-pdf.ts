// The addresses and file names of the server's print PDFs. The PDFs come from the server without
// the api prefix (SPEC §7), in the interface language (`Lang`, ADR 0011).

/** The address of the PDF of `report` (/print/tidrapport, …) with its query. */
export const printPdfUrl = (report: string, params: Record<string, string>): string =>
  `/print/${report}?${new URLSearchParams(params).toString()}`;

/** What a file name may hold of an employee number. */
export const fileNamePart = (s: string): string => s.replace(/[^0-9A-Za-z]/g, '');
