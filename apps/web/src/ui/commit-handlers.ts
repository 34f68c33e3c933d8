/**
 * The events on which a formatted field turns what was typed into its value (SPEC §5 Input
 * formatting): leaving the field, or Enter.
 */
export const commitHandlers = (commit: () => void, onBlur: () => void) => ({
  onBlur: () => {
    commit();
    onBlur();
  },
  onKeyDown: (event: { key: string }) => {
    if (event.key === 'Enter') commit();
  },
});
