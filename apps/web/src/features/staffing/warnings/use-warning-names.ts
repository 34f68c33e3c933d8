import { useMemo } from 'react';
import { useEgenskaper } from '../../../lib/reference-lists/get-egenskaper';
import { useKompetenser } from '../../../lib/reference-lists/get-kompetenser';
import { useSession } from '../../../lib/session';
import type { WarningNames } from './warning-text';

/**
 * The names of competences and properties, from the cached lists (ADR 0013); a code not in them
 * (a list not loaded yet) is shown as itself.
 */
export function useWarningNames(): WarningNames {
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const kompetenser = useKompetenser(ftgId).data;
  const egenskaper = useEgenskaper(ftgId, me.HasPlus).data;
  return useMemo(() => {
    const k = new Map(kompetenser?.map((c) => [c.Kompetens, c.BenText]));
    const e = new Map(egenskaper?.map((c) => [c.Egenskap, c.BenText]));
    return { kompetens: (code) => k.get(code) || code, egenskap: (code) => e.get(code) || code };
  }, [kompetenser, egenskaper]);
}
