import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import AttachFile from '@mui/icons-material/AttachFile';
import { ATTACHMENT_ACCEPT } from '@lonportal/domain/absence/attachments';
import { NEAR_ACCIDENT_MAX_ATTACHMENTS } from '@lonportal/domain/near-accidents/near-accidents';
import type { useNearAccidentForm } from '../use-near-accident-form';

/** The new report's files (photos from the phone's camera): choosing, removing, and why one was left out. */
export function NearAccidentFiles({ chosen }: { chosen: ReturnType<typeof useNearAccidentForm>['chosen'] }) {
  const { t } = useTranslation();
  const { files, input } = chosen;
  return (
    <div>
      <input
        ref={input}
        type="file"
        accept={ATTACHMENT_ACCEPT}
        multiple
        hidden
        data-testid="near-accident-files"
        onChange={(e) => void chosen.pick(e.target.files)}
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
          <Chip key={`${f.name}-${i}`} label={f.name} onDelete={() => chosen.removeAt(i)} />
        ))}
      </Stack>
      {chosen.problem && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t(chosen.problem)}
        </Alert>
      )}
    </div>
  );
}
