import { useCallback, type KeyboardEvent } from 'react';
import { enterKeyAction, inTabOrder } from './form-keyboard';

const FIELD_SELECTOR = 'input, select, textarea, [role="combobox"]';

/** The form's fields a user can reach with Tab, in tab order (one stop per radio group, as Tab does). */
function reachableFields(form: HTMLFormElement): HTMLElement[] {
  const all = Array.from(form.querySelectorAll<HTMLElement>(FIELD_SELECTOR)).filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLInputElement).disabled &&
      (el as HTMLInputElement).type !== 'hidden' &&
      el.getClientRects().length > 0 &&
      !el.closest('[aria-hidden="true"], [inert]'),
  );
  const fields = all.filter((el) => {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true;
    const group = all.filter(
      (o) => o instanceof HTMLInputElement && o.type === 'radio' && o.name === el.name,
    );
    const checked = group.find((o) => (o as HTMLInputElement).checked);
    return el === (checked ?? group[0]);
  });
  return inTabOrder(fields);
}

/**
 * Enter (Shift+Enter backwards) moves through the form's fields in tab order; Enter on the last one
 * submits (SPEC §2.1). A textarea, a button or an open menu keeps Enter's normal meaning.
 * Ctrl+Enter (⌘+Enter) submits from anywhere in the form, the comment field included.
 * Spread the result on the `<form>`: `<form {...useFormKeyboardNavigation()}>`.
 */
export function useFormKeyboardNavigation() {
  const onKeyDown = useCallback((event: KeyboardEvent<HTMLFormElement>) => {
    const { nativeEvent } = event;
    if (event.key !== 'Enter' || event.defaultPrevented || nativeEvent.isComposing) return;
    const form = event.currentTarget;
    if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
      event.preventDefault();
      form.requestSubmit();
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    const fields = reachableFields(form);
    const index = fields.indexOf(target);
    const action = enterKeyAction(
      {
        tagName: target.tagName,
        type: (target as HTMLInputElement).type,
        expanded: target.getAttribute('aria-expanded') === 'true',
        contentEditable: target.isContentEditable,
      },
      { index, count: fields.length, shift: event.shiftKey },
    );
    if (action === 'native') return;
    // Otherwise Enter would submit the form from any text input (implicit submission).
    event.preventDefault();
    if (action === 'next' || action === 'previous') {
      const next = fields[index + (action === 'next' ? 1 : -1)];
      next?.focus();
      if (next instanceof HTMLInputElement && /^(text|search|tel|url|email|password|number)$/.test(next.type))
        next.select();
    } else if (action === 'submit') {
      form.requestSubmit();
    }
  }, []);
  return { onKeyDown };
}
