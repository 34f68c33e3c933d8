import { useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useController, type ControllerRenderProps, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Schedule from '@mui/icons-material/Schedule';
import { DROPDOWN_ITEM_HEIGHT, DROPDOWN_SCROLL_AFTER_ITEMS } from '@lonportal/domain/constants';
import { useFieldErrorText } from './field-error';
import type { FormFieldProps } from './FormTextField';
import { QUARTER_HOURS, commitTimeText, quarterNear, stepTime } from './date-input';
import { commitHandlers } from './commit-handlers';
import { touchTarget } from './touch';

/** Where the list opens on an empty field: the usual start of a working day. */
const EMPTY_FIELD_QUARTER = '08:00';

/**
 * A time input bound to an 'HH:MM' string of react-hook-form (SPEC §5 Time). Typed shorthand
 * ('8', '830', '8:5') becomes HH:MM when the field is left or on Enter; what cannot be read stays as
 * typed for the schema (domain zTime) to report as InvalidTime.
 *
 * Changing a time is a few presses on a phone: the text is selected when the field is entered, so
 * what is typed replaces it ('17' and on to the next field gives 17:00); the arrow keys step a
 * quarter hour, and the clock button lists the quarter hours to pick one.
 */
export function FormTimeField<T extends FieldValues>({
  control,
  name,
  helperText,
  slotProps,
  disabled,
  ...props
}: FormFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText(fieldState.error);
  const anchor = useRef<HTMLDivElement>(null);
  const time = useTimeFieldInput(field);

  return (
    <>
      <TextField
        {...props}
        ref={anchor}
        disabled={disabled ?? false}
        name={field.name}
        value={field.value ?? ''}
        inputRef={time.inputRef}
        error={fieldState.invalid}
        helperText={errorText ?? helperText}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={time.onBlur}
        onKeyDown={time.onKeyDown}
        onFocus={time.onFocus}
        onMouseUp={time.onMouseUp}
        slotProps={{
          ...slotProps,
          htmlInput: {
            placeholder: t('ui.time.placeholder'),
            inputMode: 'numeric',
            autoComplete: 'off',
            maxLength: 5,
            ...slotProps?.htmlInput,
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  // Tab goes on to the next field (SPEC §2.1); the keyboard steps with the arrows.
                  tabIndex={-1}
                  sx={touchTarget}
                  disabled={disabled ?? false}
                  aria-label={t('ui.time.pick')}
                  aria-haspopup="menu"
                  aria-expanded={time.listOpen}
                  onClick={() => time.setListOpen(true)}
                >
                  <Schedule />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <QuarterHourMenu
        open={time.listOpen}
        anchorEl={anchor.current}
        selected={time.shownQuarter}
        onClose={() => time.setListOpen(false)}
        onPick={time.pick}
      />
    </>
  );
}

/** The field's value as react-hook-form's controller gives it. */
type TimeFieldBinding = Pick<
  ControllerRenderProps<FieldValues, string>,
  'value' | 'onChange' | 'onBlur' | 'ref'
>;

/** The time input's state and handlers: commit on leave, arrow-key steps, the text selected on entry. */
function useTimeFieldInput(field: TimeFieldBinding) {
  const input = useRef<HTMLInputElement | null>(null);
  // The click that entered the field would put the caret where it landed, undoing the selection.
  const justFocused = useRef(false);
  const [listOpen, setListOpen] = useState(false);
  const text = String(field.value ?? '');
  const commit = () => {
    const value = commitTimeText(text);
    if (value !== field.value) field.onChange(value);
  };
  const commitKeys = commitHandlers(commit, field.onBlur);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    commitKeys.onKeyDown(event);
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const next = stepTime(text, event.key === 'ArrowUp' ? 1 : -1);
    if (next !== field.value) field.onChange(next);
    // The stepped time stays selected: typing still replaces it.
    requestAnimationFrame(() => input.current?.select());
  };
  const pick = (time: string) => {
    field.onChange(time);
    setListOpen(false);
    input.current?.focus();
  };
  return {
    inputRef: (el: HTMLInputElement | null) => {
      input.current = el;
      field.ref(el);
    },
    onBlur: commitKeys.onBlur,
    onKeyDown,
    onFocus: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      justFocused.current = true;
      event.target.select();
    },
    onMouseUp: (event: MouseEvent<HTMLDivElement>) => {
      if (justFocused.current) event.preventDefault();
      justFocused.current = false;
    },
    listOpen,
    setListOpen,
    pick,
    shownQuarter: quarterNear(text) ?? EMPTY_FIELD_QUARTER,
  };
}

/** The quarter hours to pick from, the one nearest the field's time marked. */
function QuarterHourMenu({
  open,
  anchorEl,
  selected,
  onClose,
  onPick,
}: {
  open: boolean;
  anchorEl: HTMLElement | null;
  selected: string;
  onClose: () => void;
  onPick: (time: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      slotProps={{
        list: { 'aria-label': t('ui.time.quarters') },
        paper: { sx: { maxHeight: DROPDOWN_ITEM_HEIGHT * (DROPDOWN_SCROLL_AFTER_ITEMS + 0.5) } },
      }}
    >
      {QUARTER_HOURS.map((time) => (
        <MenuItem key={time} selected={time === selected} onClick={() => onPick(time)}>
          {time}
        </MenuItem>
      ))}
    </Menu>
  );
}
