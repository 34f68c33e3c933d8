import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { BankIdStartType } from '@lonportal/domain/auth/bankid';
import { zPersonnummer } from '@lonportal/domain/validation/zod';
import { useSnackbar } from '../../ui/snackbar';

// SPEC §5 Identity numbers: 10 or 12 digits, with or without the separator; sent as 12 digits.
const MobileFormSchema = z.object({ PersNr: zPersonnummer() });

/** The personal number as sent, or the i18n key of what is wrong with it. */
function validate(PersNr: string): { persNr: string | null; error: string | undefined } {
  const result = MobileFormSchema.safeParse({ PersNr });
  if (result.success) return { persNr: result.data.PersNr, error: undefined };
  return { persNr: null, error: result.error.issues[0]?.message ?? '' };
}

/**
 * Mobilt BankID's personal number field and its submit, which starts the order (type 1) once the
 * number is valid. `reveal` shows the tab, so that the field can take focus (SPEC §2.3).
 */
export function usePersNrField(
  onStart: (type: BankIdStartType, persNr?: string) => void,
  reveal: () => void,
) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const inputRef = useRef<HTMLInputElement>(null);
  // One field keeps its own state (no form library on the login page); after the first
  // attempt every change validates it again.
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [submitted, setSubmitted] = useState(false);

  const change = (next: string) => {
    setValue(next);
    if (submitted) setError(validate(next).error);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const { persNr, error: found } = validate(value);
    setError(found);
    if (persNr !== null) {
      onStart(1, persNr);
      return;
    }
    // SPEC §2.3: the message also in an error snackbar; the field focused and scrolled into view.
    if (found) showSnackbar({ title: t('bankid.persNr'), text: t(found) });
    reveal();
    inputRef.current?.focus();
    inputRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };

  return { inputRef, value, error, change, submit };
}
