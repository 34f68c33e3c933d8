import { useState, type ChangeEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  NORMALBELOPP_DATASET_URL,
  NORMALBELOPP_FILE_MAX,
  type NormalbeloppPreview,
} from '@lonportal/domain/travel/normalbelopp';
import { ApiError, errorMessageKey } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useSnackbar } from '../../ui/snackbar';
import {
  getNormalbeloppYears,
  loadNormalbelopp,
  normalbeloppKey,
  previewNormalbelopp,
  type NormalbeloppSource,
} from './api/normalbelopp';

/** The reasons a table was refused, as the server named them (travel.normalbelopp.error.*), else the error's own. */
function problemsOf(err: unknown): string[] {
  if (err instanceof ApiError && err.details.length > 0)
    return [...new Set(err.details.map((d) => d.Code))].filter((c) =>
      /^(travel|validation|errors)\./.test(c),
    );
  return [errorMessageKey(err)];
}

/**
 * /admin/traktamente's data: the years with a table, and loading one from a file or an address,
 * its changes previewed first (`preview` of `source`) and the refusals' reasons (`problems`).
 */
export function useTravelRules() {
  const { t } = useTranslation();
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const queryClient = useQueryClient();
  const { showSnackbar } = useSnackbar();
  const years = useQuery({
    queryKey: normalbeloppKey(ftgId),
    queryFn: ({ signal }) => getNormalbeloppYears(signal),
  });
  const [url, setUrl] = useState(`${NORMALBELOPP_DATASET_URL}?_limit=500`);
  const [source, setSource] = useState<NormalbeloppSource | null>(null);
  const [preview, setPreview] = useState<NormalbeloppPreview | null>(null);
  const [problems, setProblems] = useState<string[]>([]);

  const check = useMutation({
    mutationFn: previewNormalbelopp,
    onMutate: () => {
      setPreview(null);
      setProblems([]);
    },
    onSuccess: (p, s) => {
      setSource(s);
      setPreview(p);
    },
    onError: (err) => setProblems(problemsOf(err)),
  });
  const load = useMutation({
    mutationFn: loadNormalbelopp,
    onSuccess: async (_, s) => {
      setPreview(null);
      setSource(null);
      showSnackbar({
        text: t('admin.travelRules.loaded', { source: 'Url' in s ? s.Url : s.FileName }),
        color: 'success',
        timeout: 5000,
      });
      await queryClient.invalidateQueries({ queryKey: ['company', ftgId] });
    },
    onError: (err) => setProblems(problemsOf(err)),
  });

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    if (chosen.size > NORMALBELOPP_FILE_MAX) {
      setProblems(['travel.normalbelopp.error.tooLarge']);
      return;
    }
    check.mutate({ Json: await chosen.text(), FileName: chosen.name });
  };

  return {
    years,
    url,
    setUrl,
    source,
    preview,
    problems,
    check,
    load,
    chooseFile,
    cancelPreview: () => {
      setPreview(null);
      setSource(null);
    },
  };
}
