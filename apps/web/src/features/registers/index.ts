// The registers area's entry (ARCHITECTURE "Areas", ADR 0025): the steps of an import from the
// payroll program (ADR 0029), which the pay run's import (payslips) takes as the registers' imports
// do: the file chosen and refused when too large, its preview, and why the server refused it. Their
// texts are the registers' (i18n.ts loadPageTexts('registers')).
export { ImportChoice } from './import/ImportChoice';
export { ImportPreviewButton } from './import/ImportActions';
export { ImportProblem, type ImportDetailText } from './import/ImportProblem';
export { ImportSection, ImportStoredSection } from './import/ImportSections';
export { useImportFile, type ImportFileChoice } from './import/use-import-file';
export type { ImportFile } from './import/import-file';
