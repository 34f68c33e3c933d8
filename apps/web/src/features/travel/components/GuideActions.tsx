import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { GUIDE_STEPS } from '../travel-form';
import type { TravelGuideState } from '../use-travel-guide';

interface Props {
  guide: TravelGuideState;
  mayEdit: boolean;
  onClose: () => void;
}

/** The guide's buttons: cancel or close, back, next, and on the last step save and complete. */
export function GuideActions({ guide, mayEdit, onClose }: Props) {
  const { t } = useTranslation();
  const { save, index, result } = guide;
  const last = index === GUIDE_STEPS.length - 1;
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', width: '100%' }}
    >
      <Button onClick={onClose} disabled={save.isPending}>
        {mayEdit ? t('travel.guide.cancel') : t('travel.guide.close')}
      </Button>
      {index > 0 && (
        <Button onClick={() => void guide.go(GUIDE_STEPS[index - 1]!)} disabled={save.isPending}>
          {t('travel.guide.back')}
        </Button>
      )}
      {!last && (
        <Button
          variant="contained"
          onClick={() => void guide.go(GUIDE_STEPS[index + 1]!)}
          loading={guide.computing}
        >
          {t('travel.guide.next')}
        </Button>
      )}
      {last && mayEdit && (
        <>
          <Button
            variant="outlined"
            onClick={() => guide.submit(false)}
            loading={save.isPending && !save.variables?.complete}
          >
            {t('travel.guide.save')}
          </Button>
          <Button
            variant="contained"
            onClick={() => guide.submit(true)}
            disabled={result?.kind !== 'ok'}
            loading={save.isPending && save.variables?.complete === true}
          >
            {t('travel.guide.saveAndComplete')}
          </Button>
        </>
      )}
    </Stack>
  );
}
