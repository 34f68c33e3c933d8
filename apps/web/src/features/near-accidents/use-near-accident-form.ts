import { useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  NEAR_ACCIDENT_MAX_ATTACHMENTS,
  NearAccidentInputSchema,
  type NearAccidentInput,
} from '@lonportal/domain/near-accidents/near-accidents';
import { errorMessageKey } from '../../lib/api-client';
import { readAttachment } from '../../lib/attachment-file';
import { todayIso } from '../../lib/date-filter';
import { applyServerFieldErrors } from '../../ui/server-field-errors';
import { useSnackbar } from '../../ui/snackbar';
import { useDiscardGuard } from '../../ui/use-discard-guard';
import { useNearAccidentWrites } from './api';

const FIELDS = ['Datum', 'Tid', 'Plats', 'Handelse', 'Atgard', 'Forslag', 'Kansligt'] as const;

/** A file chosen for the report, read. */
export interface ChosenFile {
  name: string;
  content: string;
}

/** The files chosen for a new report: at most five, of the kinds the portal accepts. */
function useChosenFiles() {
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  /** Takes the chosen files the portal accepts; says why another one is left out. */
  const pick = async (list: FileList | null) => {
    setProblem(null);
    const picked = [...(list ?? [])];
    if (input.current) input.current.value = '';
    const read = await Promise.all(picked.map((f) => readAttachment(f)));
    const refused = read.find((r) => 'problem' in r);
    if (refused && 'problem' in refused) setProblem(refused.problem);
    const next = [...files, ...read.flatMap((r) => ('file' in r ? [r.file] : []))];
    if (next.length > NEAR_ACCIDENT_MAX_ATTACHMENTS) setProblem('validation.nearAccident.tooManyFiles');
    setFiles(next.slice(0, NEAR_ACCIDENT_MAX_ATTACHMENTS));
  };
  const removeAt = (i: number) => setFiles(files.filter((_, j) => j !== i));
  return { files, problem, input, pick, removeAt };
}

/**
 * A new near-accident report's form and files. The report is saved first, then its files; a file
 * refused says why and the report stays.
 */
export function useNearAccidentForm(ftgId: string, onClose: () => void) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const { create, attach } = useNearAccidentWrites(ftgId);
  const chosen = useChosenFiles();
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = useMemo(
    () => zodResolver(NearAccidentInputSchema) as unknown as Resolver<NearAccidentInput>,
    [],
  );
  const form = useForm<NearAccidentInput>({
    resolver,
    defaultValues: {
      Datum: todayIso(),
      Tid: '',
      Plats: '',
      Handelse: '',
      Atgard: '',
      Forslag: '',
      Kansligt: false,
    },
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    let reportId: string;
    try {
      reportId = (await create.mutateAsync(values)).Id;
    } catch (err) {
      if (!applyServerFieldErrors(err, FIELDS, form.setError)) setFailure(errorMessageKey(err));
      return;
    }
    const refused: string[] = [];
    for (const file of chosen.files) {
      try {
        await attach.mutateAsync({ id: reportId, file });
      } catch (err) {
        refused.push(`${file.name}: ${t(errorMessageKey(err))}`);
      }
    }
    showSnackbar(
      refused.length === 0
        ? { text: t('nearAccident.reported'), color: 'success', timeout: 4000 }
        : { text: t('nearAccident.reportedFilesRefused', { files: refused.join(' ') }), color: 'warning' },
    );
    onClose();
  });
  const close = useDiscardGuard(form.formState.isDirty || chosen.files.length > 0, onClose);

  return {
    control: form.control,
    chosen,
    failure,
    submit,
    close,
    busy: create.isPending || attach.isPending,
  };
}
