import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { CodeRegister } from '@lonportal/domain/registers/codes';
import { useSession } from '../../lib/session';
import { useConfirmedRemove } from '../../ui/dialog-save';
import { registerCodesQueryOptions, useDeleteCode, useRegisterCodes, type RegisterRow } from './api/codes';
import { codeTitle, type CodeTextContext, type NamedRegister } from './code-texts';

/**
 * The names of the departments, competences and properties (with Plus) a staffing task names, read
 * when `enabled`.
 */
function useTaskNames(ftgId: string, enabled: boolean, hasPlus: boolean) {
  const departments = useQuery({ ...registerCodesQueryOptions(ftgId, 'departments'), enabled });
  const competences = useQuery({ ...registerCodesQueryOptions(ftgId, 'competences'), enabled });
  const properties = useQuery({
    ...registerCodesQueryOptions(ftgId, 'properties'),
    enabled: enabled && hasPlus,
  });
  return (register: NamedRegister, code: string): string => {
    if (register === 'departments') return departments.data?.find((d) => d.Avdelning === code)?.Namn ?? '';
    if (register === 'competences') return competences.data?.find((c) => c.Kompetens === code)?.BenText ?? '';
    return properties.data?.find((p) => p.Egenskap === code)?.BenText ?? '';
  };
}

/**
 * One code register's rows for its list (SPEC §3), the context its texts are written in, and the
 * delete of a row nothing refers to, after a question.
 */
export function useCodeRegister(ftgId: string, kind: CodeRegister) {
  const { t, i18n } = useTranslation();
  const { me } = useSession();
  const rows = useRegisterCodes(ftgId, kind);
  // An arbetsledare names the brukare whose assistance they lead.
  const brukare = useQuery({
    ...registerCodesQueryOptions(ftgId, 'brukare'),
    enabled: kind === 'arbetsledare',
  });
  const nameIn = useTaskNames(ftgId, kind === 'staffingtasks', me.HasPlus);
  const remove = useDeleteCode(ftgId, kind);
  const confirmRemove = useConfirmedRemove();
  const ctx: CodeTextContext = {
    t,
    lng: i18n.language,
    ftg: me.FtgInfo,
    brukareName: (code) => {
      const b = brukare.data?.find((x) => x.Brukare === code);
      return b ? `${b.FoNamn} ${b.EfNamn}` : '';
    },
    nameIn,
  };

  const removeRow = (row: RegisterRow) => {
    const namn = codeTitle(kind, row);
    return confirmRemove({
      title: t('registers.codes.delete.confirmTitle', { namn }),
      text: t('registers.codes.delete.confirmText'),
      confirmText: t('registers.codes.delete.action'),
      doneText: t('registers.codes.delete.done', { namn }),
      remove: () => remove.mutateAsync(row),
    });
  };

  return { rows, list: (rows.data ?? []) as unknown as RegisterRow[], ctx, removeRow };
}
