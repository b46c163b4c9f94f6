// Whether the form inside a container differs from how it was shown. The management forms keep their
// react-hook-form state to themselves and say it in `data-dirty`; the page reads that attribute.
import { useCallback, useEffect, useState, type RefCallback } from 'react';

export type FormDirty = {
  /** The ref of the element around the form. */
  attach: RefCallback<HTMLElement>;
  /** The form holds something else than it was shown (or last saved) with. */
  isDirty: boolean;
  /** After a save: clean until the form says otherwise. */
  markClean: () => void;
};

/**
 * Tracks the `data-dirty` of the first `<form>` inside the element `ref` is put on (the management forms
 * put react-hook-form's `isDirty` there). No form, or a form that does not say, is clean.
 *
 * @example
 * const { attach, isDirty, markClean } = useFormDirty();
 * useUnsavedChangesPrompt(isDirty);
 * <div ref={attach}><CompanyProfileForm onSaved={() => markClean()} … /></div>
 */
export function useFormDirty(): FormDirty {
  const [isDirty, setDirty] = useState(false);
  const [root, setRoot] = useState<HTMLElement | null>(null);

  const attach = useCallback<RefCallback<HTMLElement>>((el) => setRoot(el), []);

  useEffect(() => {
    if (!root) return;
    const check = () => setDirty(root.querySelector('form')?.getAttribute('data-dirty') === 'true');
    const observer = new MutationObserver(check);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-dirty'],
    });
    check();
    return () => observer.disconnect();
  }, [root]);

  const markClean = useCallback(() => setDirty(false), []);

  return { attach, isDirty, markClean };
}
