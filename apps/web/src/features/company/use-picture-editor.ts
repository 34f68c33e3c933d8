import { useEffect, useState, type ChangeEvent } from 'react';
import type { Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { NULL_ID, PICTURE_MAX_BYTES_WEB } from '@lonportal/domain/constants';
import { errorMessageKey } from '../../lib/api-client';
import { useSnackbar } from '../../ui/snackbar';
import { useDeleteCompanyPicture } from './api/delete-company-picture';
import { usePutCompanyPicture } from './api/put-company-picture';
import { checkPictureFile, cropToPngBase64, loadImage, type PictureProblem } from './picture-file';

/** A picture chosen on the device, decoded for cropping. */
export interface ChosenPicture {
  url: string;
  image: HTMLImageElement;
}

const PROBLEM_KEYS: Record<PictureProblem, string> = {
  invalidImage: 'errors.invalidImage',
  imageTooLarge: 'company.picture.tooLarge',
};
export const PICTURE_MAX_MB = PICTURE_MAX_BYTES_WEB / (1024 * 1024);

/** The chosen file decoded for cropping, or why it cannot be. */
async function decode(file: File): Promise<ChosenPicture | PictureProblem> {
  const fileProblem = checkPictureFile(file);
  if (fileProblem) return fileProblem;
  const url = URL.createObjectURL(file);
  try {
    return { url, image: await loadImage(url) };
  } catch {
    // The browser cannot decode it (e.g. HEIC outside Safari), so it cannot be cropped here.
    URL.revokeObjectURL(url);
    return 'invalidImage';
  }
}

/** The square crop of the chosen picture: where, how far zoomed, and in the picture's pixels. */
function useCrop() {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const reset = () => {
    setZoom(1);
    setCrop({ x: 0, y: 0 });
  };
  return { crop, setCrop, zoom, setZoom, area, setArea, reset };
}

/**
 * The picture dialog's work (SPEC §2.5): a file chosen and checked, its square crop and zoom,
 * saving it as PNG, and deleting the company's picture. `onDone` closes the dialog.
 */
export function usePictureEditor(onChanged: (pictureId: string) => void, onDone: () => void) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const save = usePutCompanyPicture();
  const remove = useDeleteCompanyPicture();
  const [chosen, setChosen] = useState<ChosenPicture | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const crop = useCrop();

  // SPEC §4 Picture dialog: saving and deleting block closing.
  const busy = save.isPending || remove.isPending;

  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen.url)), [chosen]);

  const reset = () => {
    setChosen(null);
    setProblem(null);
    crop.reset();
    save.reset();
    remove.reset();
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again
    if (!file) return;
    setChosen(null);
    const picture = await decode(file);
    if (typeof picture === 'string') return setProblem(t(PROBLEM_KEYS[picture], { max: PICTURE_MAX_MB }));
    setChosen(picture);
    setProblem(null);
  };

  const submit = () => {
    const { area } = crop;
    if (!chosen || !area) return;
    save.mutate(
      { Content: cropToPngBase64(chosen.image, area), Type: 'png' },
      {
        onSuccess: ({ Id }) => {
          onChanged(Id);
          showSnackbar({ text: t('company.picture.saved'), color: 'success' });
          onDone();
        },
        onError: (err) => setProblem(t(errorMessageKey(err), { max: PICTURE_MAX_MB })),
      },
    );
  };

  const deletePicture = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        onChanged(NULL_ID);
        showSnackbar({ text: t('company.picture.deleted'), color: 'success' });
        onDone();
      },
      onError: (err) => setProblem(t(errorMessageKey(err))),
    });

  return {
    chosen,
    problem,
    crop,
    reset,
    choose,
    submit,
    deletePicture,
    saving: save.isPending,
    deleting: remove.isPending,
    busy,
    close: () => {
      if (!busy) onDone();
    },
  };
}
