import { useState } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import { useFieldErrorText } from './field-error';
import type { FormFieldProps } from './FormTextField';
import { commitNumberText, numberDisplayText } from './number-input';
import { commitHandlers } from './commit-handlers';

type Props<T extends FieldValues> = FormFieldProps<T> & {
  /** Decimals shown (default 2; 0 for whole numbers). With `auto`, up to 4 as the value needs. */
  decimals?: number;
  auto?: boolean;
};

/**
 * A number input bound to a `number | null` of react-hook-form (SPEC §5 Input formatting): Swedish
 * text ('1 234,50') at rest; while editing, the text stays as typed (the form gets the number at
 * once, rounded to the decimals shown) and is formatted again when left. Focusing does not change
 * the text, so a selection made by Tab or a click is kept.
 */
export function FormNumberField<T extends FieldValues>({
  control,
  name,
  decimals,
  auto,
  helperText,
  slotProps,
  ...props
}: Props<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const format = { ...(decimals === undefined ? {} : { decimals }), ...(auto ? { auto } : {}) };
  // The typed text while editing, or text that is no number, for the value it was typed over; a
  // value set from elsewhere (a reset) shows instead.
  const [typed, setTyped] = useState<{ text: string; over: unknown } | null>(null);
  const text = typed && Object.is(typed.over, field.value) ? typed.text : null;
  const errorText = useFieldErrorText(fieldState.error);
  const unreadable = Number.isNaN(field.value);

  /** The form holds the number typed so far (NaN for text that is none, failing its schema). */
  const valueOf = (typedText: string): number | null => {
    const result = commitNumberText(typedText, format);
    return result.valid ? result.value : Number.NaN;
  };
  const edit = (typedText: string) => {
    const value = valueOf(typedText);
    setTyped({ text: typedText, over: value });
    if (!Object.is(value, field.value)) field.onChange(value);
  };
  // When left, a readable number shows formatted; other text stays so it can be corrected.
  const commit = () => {
    if (text !== null && !Number.isNaN(valueOf(text))) setTyped(null);
  };

  const shown = text ?? numberDisplayText(field.value, format);
  // An empty field the schema's type needs shows "required"; a rule of the form's own (or the
  // server's) says what to type instead (e.g. "Ange timmar, eller start och slut").
  const message = fieldState.invalid
    ? unreadable
      ? t('validation.number.invalid')
      : field.value == null && (fieldState.error?.type === 'invalid_type' || !errorText)
        ? t('validation.required')
        : errorText
    : undefined;

  return (
    <TextField
      {...props}
      name={field.name}
      value={shown}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={message ?? helperText}
      onChange={(event) => edit(event.target.value)}
      {...commitHandlers(commit, field.onBlur)}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: auto || decimals !== 0 ? 'decimal' : 'numeric', ...slotProps?.htmlInput },
      }}
    />
  );
}
