import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NEAR_ACCIDENT_STATUSES,
  nearAccidentMoveAllowed,
  type NearAccidentStatus,
} from '@lonportal/domain/near-accidents/near-accidents';
import { errorMessageKey } from '../../lib/api-client';
import { useSnackbar } from '../../ui/snackbar';
import { useNearAccident, useNearAccidentWrites } from './api';

/**
 * One report and what its reader does to it: its handler moves it to another state (`to`) with a
 * comment, or comments; the reporter comments too. `send` does what the fields say.
 */
export function useNearAccidentHandling(ftgId: string, id: string) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const report = useNearAccident(ftgId, id);
  const { move, comment } = useNearAccidentWrites(ftgId);
  const [to, setTo] = useState<NearAccidentStatus | ''>('');
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const r = report.data;

  const send = () => {
    if (!r) return;
    setFailure(null);
    const onError = (err: unknown) => setFailure(errorMessageKey(err));
    if (to) {
      move.mutate(
        { id: r.Id, status: to, comment: text.trim(), version: r.Version },
        {
          onSuccess: () => {
            showSnackbar({
              text: t('nearAccident.moved', { status: t(`nearAccident.status.${to}`) }),
              color: 'success',
              timeout: 4000,
            });
            setTo('');
            setText('');
          },
          onError,
        },
      );
    } else if (text.trim()) {
      comment.mutate({ id: r.Id, text: text.trim() }, { onSuccess: () => setText(''), onError });
    }
  };

  return {
    report,
    to,
    setTo,
    text,
    setText,
    failure,
    send,
    busy: move.isPending || comment.isPending,
    targets: r ? NEAR_ACCIDENT_STATUSES.filter((s) => nearAccidentMoveAllowed(r.Status, s)) : [],
  };
}
