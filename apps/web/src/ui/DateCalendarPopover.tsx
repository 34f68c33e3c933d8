import { useTranslation } from 'react-i18next';
import Popover from '@mui/material/Popover';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateLocalizationProvider } from './DateLocalization';
import { isoToLocalDate } from './date-input';

/** The date field's month view (SPEC §2.5), a dialog under the field; a day chosen is `onPick`ed. */
export function DateCalendarPopover({
  open,
  anchor,
  value,
  minDate,
  maxDate,
  onPick,
  onClose,
}: {
  open: boolean;
  anchor: HTMLElement | null;
  /** The field's value, YYYY-MM-DD (or anything else: no day chosen). */
  value: unknown;
  minDate: string | undefined;
  maxDate: string | undefined;
  onPick: (date: Date | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const min = isoToLocalDate(minDate);
  const max = isoToLocalDate(maxDate);
  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': t('ui.date.calendar') } }}
    >
      <DateLocalizationProvider>
        <DateCalendar
          autoFocus
          value={isoToLocalDate(value)}
          {...(min ? { minDate: min } : {})}
          {...(max ? { maxDate: max } : {})}
          onChange={(date: Date | null, state) => {
            if (state === 'finish') onPick(date);
          }}
        />
      </DateLocalizationProvider>
    </Popover>
  );
}
