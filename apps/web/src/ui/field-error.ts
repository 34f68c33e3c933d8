import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * The translated text of a field's error. Messages are i18n keys (the domain's zod messages, the
 * server's `Details[].Code`); a message that is no key (zod's own English) shows the generic
 * invalid-value text. An empty message marks the field invalid without a text of its own.
 */
export function useFieldErrorText(error: FieldError | undefined): string | undefined {
  return useErrorMessageText(error?.message);
}

/** The same for a form that keeps its own errors: `message` is an i18n key, or '' / undefined. */
export function useErrorMessageText(message: string | undefined): string | undefined {
  const { t, i18n } = useTranslation();
  if (!message) return undefined;
  return i18n.exists(message) ? t(message) : t('validation.invalid');
}
