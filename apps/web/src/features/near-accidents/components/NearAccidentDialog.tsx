import { useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import AttachFile from '@mui/icons-material/AttachFile';
import { ATTACHMENT_ACCEPT } from '@lonportal/domain/absence/attachments';
import {
  NEAR_ACCIDENT_MAX_ATTACHMENTS,
  NearAccidentInputSchema,
  type NearAccidentInput,
} from '@lonportal/domain/near-accidents/near-accidents';
import { errorMessageKey } from '../../../lib/api-client';
import { todayIso } from '../../../lib/date-filter';
import { AppDialog } from '../../../ui/AppDialog';
import { FormCheckbox } from '../../../ui/FormCheckbox';
import { FormDateField } from '../../../ui/FormDateField';
import { FormTextField } from '../../../ui/FormTextField';
import { FormTimeField } from '../../../ui/FormTimeField';
import { applyServerFieldErrors } from '../../../ui/server-field-errors';
import { useSnackbar } from '../../../ui/snackbar';
import { useDiscardGuard } from '../../../ui/use-discard-guard';
import { useNearAccidentWrites } from '../api';
import { readAttachment } from '../../../lib/attachment-file';

const FIELDS = ['Datum', 'Tid', 'Plats', 'Handelse', 'Atgard', 'Forslag', 'Kansligt'] as const;

/**
 * Reports a near accident or incident: when, where, what happened, what was done at
 * once, what would prevent it, a sensitive mark, and up to five files (photos from the phone's
 * camera). The report is saved first, then its files; a file refused says why and the report stays.
 */
export function NearAccidentDialog({ ftgId, onClose }: { ftgId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const { create, attach } = useNearAccidentWrites(ftgId);
  const [files, setFiles] = useState<{ name: string; content: string }[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const resolver = useMemo(
    () => zodResolver(NearAccidentInputSchema) as unknown as Resolver<NearAccidentInput>,
    [],
  );
  const { control, handleSubmit, setError, formState } = useForm<NearAccidentInput>({
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
  const busy = create.isPending || attach.isPending;

  /** Takes the chosen files the portal accepts; says why another one is left out. */
  const pick = async (list: FileList | null) => {
    setFileProblem(null);
    const picked = [...(list ?? [])];
    if (input.current) input.current.value = '';
    const read = await Promise.all(picked.map((f) => readAttachment(f)));
    const problem = read.find((r) => 'problem' in r);
    if (problem && 'problem' in problem) setFileProblem(problem.problem);
    const next = [...files, ...read.flatMap((r) => ('file' in r ? [r.file] : []))];
    if (next.length > NEAR_ACCIDENT_MAX_ATTACHMENTS) setFileProblem('validation.nearAccident.tooManyFiles');
    setFiles(next.slice(0, NEAR_ACCIDENT_MAX_ATTACHMENTS));
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    let reportId: string;
    try {
      reportId = (await create.mutateAsync(values)).Id;
    } catch (err) {
      if (!applyServerFieldErrors(err, FIELDS, setError)) setFailure(errorMessageKey(err));
      return;
    }
    const refused: string[] = [];
    for (const file of files) {
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
  const close = useDiscardGuard(formState.isDirty || files.length > 0, onClose);

  return (
    <AppDialog
      open
      onClose={close}
      persistent={busy}
      title={t('nearAccident.newTitle')}
      onSubmit={(event) => void submit(event)}
      actions={
        <>
          <Button onClick={close}>{t('absence.action.cancel')}</Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('nearAccident.action.report')}
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {failure && <Alert severity="error">{t(failure)}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormDateField
            control={control}
            name="Datum"
            label={t('nearAccident.field.date')}
            maxDate={todayIso()}
            required
            fullWidth
          />
          <FormTimeField control={control} name="Tid" label={t('nearAccident.field.time')} fullWidth />
        </Stack>
        <FormTextField
          control={control}
          name="Plats"
          label={t('nearAccident.field.place')}
          required
          autoFocus
        />
        <FormTextField
          control={control}
          name="Handelse"
          label={t('nearAccident.field.what')}
          required
          multiline
          minRows={3}
        />
        <FormTextField
          control={control}
          name="Atgard"
          label={t('nearAccident.field.action')}
          multiline
          minRows={2}
        />
        <FormTextField
          control={control}
          name="Forslag"
          label={t('nearAccident.field.proposal')}
          multiline
          minRows={2}
        />
        <FormCheckbox
          control={control}
          name="Kansligt"
          label={t('nearAccident.field.sensitive')}
          helperText={t('nearAccident.field.sensitiveHelp')}
        />
        <div>
          <input
            ref={input}
            type="file"
            accept={ATTACHMENT_ACCEPT}
            multiple
            hidden
            data-testid="near-accident-files"
            onChange={(e) => void pick(e.target.files)}
          />
          <Button
            startIcon={<AttachFile />}
            onClick={() => input.current?.click()}
            disabled={files.length >= NEAR_ACCIDENT_MAX_ATTACHMENTS}
          >
            {t('nearAccident.action.attach')}
          </Button>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {files.map((f, i) => (
              <Chip
                key={`${f.name}-${i}`}
                label={f.name}
                onDelete={() => setFiles(files.filter((_, j) => j !== i))}
              />
            ))}
          </Stack>
          {fileProblem && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {t(fileProblem)}
            </Alert>
          )}
        </div>
      </Stack>
    </AppDialog>
  );
}
