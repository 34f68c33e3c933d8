import { Suspense, useId, useState, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { currentLanguage } from '../i18n/i18n';
import { LanguageLabel } from './LanguageLabel';
import { lazyWhenIdle } from './lazy-when-idle';

// The dropdown's menu (Material's Select, Menu, Popover and Modal) is a chunk of its own, not part
// of the login page's download: the page shows the closed picker, and the menu's code
// comes when the browser is idle (so it opens offline too), or when the picker is opened first.
const LanguageSelect = lazyWhenIdle(async () => (await import('./LanguageSelect')).LanguageSelect);

const OPEN_KEYS = new Set([' ', 'Enter', 'ArrowDown', 'ArrowUp']);

interface ClosedProps {
  ref?: Ref<HTMLDivElement>;
  className?: string;
  labelId: string;
  describedBy?: string | undefined;
  onOpen: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
}

/** The closed dropdown as Material's Select draws it (same classes, role and name). */
function ClosedSelect({ ref, className, labelId, describedBy, onOpen, onFocus, onBlur }: ClosedProps) {
  return (
    <>
      <div
        ref={ref}
        className={`${className ?? ''} MuiSelect-select MuiSelect-outlined`}
        role="combobox"
        tabIndex={0}
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        onFocus={onFocus}
        onBlur={onBlur}
        onMouseDown={(event: MouseEvent) => {
          if (event.button !== 0) return;
          event.preventDefault();
          onOpen();
        }}
        onKeyDown={(event: KeyboardEvent) => {
          if (!OPEN_KEYS.has(event.key)) return;
          event.preventDefault();
          onOpen();
        }}
        style={{
          height: 'auto',
          minHeight: '1.4375em',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          paddingRight: 32,
          cursor: 'pointer',
          userSelect: 'none',
        }}
      >
        <LanguageLabel lng={currentLanguage()} />
      </div>
      <ArrowDropDownIcon
        className="MuiSelect-icon MuiSelect-iconOutlined"
        sx={{
          position: 'absolute',
          right: 7,
          top: 'calc(50% - .5em)',
          pointerEvents: 'none',
          color: 'action.active',
        }}
      />
    </>
  );
}

interface Props {
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** A line under the picker, read with it. */
  helperText?: string;
}

/** SPEC §2.5 Language picker: a dropdown with flags; the choice is remembered. */
export function LanguagePicker({ size = 'small', fullWidth = false, helperText }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [used, setUsed] = useState(false);
  const label = t('language.label');
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const closed = (
    <FormControl size={size} fullWidth={fullWidth} sx={{ minWidth: 180 }}>
      {/* A language is always chosen: the label sits in the outline, as on a filled Select. */}
      <InputLabel id={`${id}-label`} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        label={label}
        notched
        value={currentLanguage()}
        inputComponent={ClosedSelect as never}
        inputProps={{ labelId: `${id}-label`, describedBy: helperId, onOpen: () => setUsed(true) }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
  if (!used) return closed;
  return (
    <Suspense fallback={closed}>
      <LanguageSelect id={id} size={size} fullWidth={fullWidth} helperText={helperText} />
    </Suspense>
  );
}
