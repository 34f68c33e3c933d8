import type { BrukareNamnTyp } from '../../lib/brukare-wording';
import { useSession } from '../../lib/session';

/**
 * The section of a register's texts in the translations (`registers.<section>`). The supervisors'
 * register (arbetsledare, SPEC §3) reads as samordnare where the company calls the people cared for
 * arbetsledare (BrukareNamnTyp ARBETSLEDARE, GLOSSARY), so that no two registers share a name.
 */
export const registerSection = (view: string, typ: BrukareNamnTyp): string =>
  view === 'arbetsledare' && typ === 'ARBETSLEDARE' ? 'samordnare' : view;

/** The section of a register's texts for the selected company. */
export function useRegisterSection(): (view: string) => string {
  const { me } = useSession();
  return (view) => registerSection(view, me.FtgInfo.BrukareNamnTyp);
}
