// Whether the form inside a container differs from how it was shown: for package forms that keep their
// react-hook-form state to themselves (the page only sees the DOM). A form that says so in `data-dirty`
// is believed; any other is read from its controls.
import { useCallback, useEffect, useRef, useState, type RefCallback } from 'react';

/** How long after a form appears (or was saved) changes the user did not make still count as its start. */
export const SETTLE_MS = 400;

const FIELDS =
  'input, select, textarea, [role="switch"], [role="checkbox"], [role="radio"], [role="combobox"]';

/**
 * What a form holds, as text: every control's value (checked state for check boxes, switches and radios, the
 * shown choice of a select button) in document order, so added or removed rows change it too.
 */
export function formSnapshot(form: Element): string {
  const parts: string[] = [];
  for (const el of form.querySelectorAll(FIELDS)) {
    if (el instanceof HTMLInputElement) {
      if (el.type === 'submit' || el.type === 'button' || el.type === 'file') continue;
      parts.push(
        el.type === 'checkbox' || el.type === 'radio' ? `${el.name}:${el.checked}` : `${el.name}=${el.value}`,
      );
    } else if (el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) {
      parts.push(`${el.name}=${el.value}`);
    } else if (el.getAttribute('role') === 'combobox') {
      parts.push(`choice=${el.textContent ?? ''}`);
    } else {
      parts.push(
        `${el.getAttribute('role')}=${el.getAttribute('aria-checked') ?? el.getAttribute('data-state')}`,
      );
    }
  }
  return parts.join('\u241e');
}

export type FormDirty = {
  /** The ref of the element around the form. */
  attach: RefCallback<HTMLElement>;
  /** The form holds something else than it was shown (or last saved) with. */
  isDirty: boolean;
  /** After a save: what the form shows next is its new start. */
  markClean: () => void;
};

/** What a form says of itself in `data-dirty` (`true` or `false`), or null when it does not say. */
export function declaredDirty(form: Element): boolean | null {
  const declared = form.getAttribute('data-dirty');
  return declared === 'true' ? true : declared === 'false' ? false : null;
}

/**
 * Tracks the first `<form>` inside the element `ref` is put on. A form with `data-dirty` (the management
 * forms put react-hook-form's `isDirty` there) is dirty when it says so: a list inside it that answers
 * late, or a control that only chooses what to show, changes nothing. Any other form is read from its
 * controls: a new form (loaded, or replaced after a create) is the start; any later difference from it is
 * dirty, and going back to it is clean again. What changes without the user in the first moments (a form
 * filling itself in) still counts as the start.
 *
 * @example
 * const { attach, isDirty, markClean } = useFormDirty();
 * useUnsavedChangesPrompt(isDirty);
 * <div ref={attach}><CompanyProfileForm onSaved={() => markClean()} … /></div>
 */
export function useFormDirty(): FormDirty {
  const [isDirty, setDirty] = useState(false);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const state = useRef({ form: null as Element | null, start: '', settleUntil: 0, touched: false });

  const attach = useCallback<RefCallback<HTMLElement>>((el) => setRoot(el), []);

  const check = useCallback(() => {
    const s = state.current;
    const form = root?.querySelector('form') ?? null;
    if (!form) {
      s.form = null;
      setDirty(false);
      return;
    }
    const declared = declaredDirty(form);
    if (declared !== null) {
      s.form = form;
      setDirty(declared);
      return;
    }
    const now = Date.now();
    if (form !== s.form) {
      s.form = form;
      s.settleUntil = now + SETTLE_MS;
      s.touched = false;
    }
    const snapshot = formSnapshot(form);
    if (!s.touched && now <= s.settleUntil) {
      s.start = snapshot;
      setDirty(false);
      return;
    }
    setDirty(snapshot !== s.start);
  }, [root]);

  useEffect(() => {
    if (!root) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After React has put the change on screen.
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(check, 0);
    };
    const touched = () => {
      state.current.touched = true;
      schedule();
    };
    // Typing has changed the field's value before its event: the answer is ready at once.
    const typed = () => {
      state.current.touched = true;
      check();
      schedule();
    };
    const observer = new MutationObserver(schedule);
    observer.observe(root, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-checked', 'data-state', 'value', 'data-dirty'],
    });
    root.addEventListener('input', typed, true);
    root.addEventListener('change', typed, true);
    root.addEventListener('click', touched, true);
    // The start is read now, before the user can do anything.
    check();
    // Late settling: a form that filled itself in after the last mutation is still at its start.
    const settled = setTimeout(check, SETTLE_MS + 50);
    return () => {
      observer.disconnect();
      root.removeEventListener('input', typed, true);
      root.removeEventListener('change', typed, true);
      root.removeEventListener('click', touched, true);
      clearTimeout(timer);
      clearTimeout(settled);
    };
  }, [root, check]);

  const markClean = useCallback(() => {
    const s = state.current;
    s.touched = false;
    s.settleUntil = Date.now() + SETTLE_MS;
    setDirty(false);
    setTimeout(check, 0);
  }, [check]);

  return { attach, isDirty, markClean };
}
