// Asks before a dirty form is left: router navigations (links, back button) and reload or tab close.
import { ResultCode, useConfirm } from '@hangar/ui';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';

export const UNSAVED_TITLE = 'Discard unsaved changes?';
export const UNSAVED_MESSAGE = 'You have changes on this page that are not saved. Leave it and discard them?';
/** The answers' words: Yes leaves and discards, No stays on the form. */
export const UNSAVED_LABELS = { Yes: 'Discard changes', No: 'Keep editing' } as const;

export type UnsavedChangesPrompt = {
  /**
   * Call after a successful save, before navigating away: the navigation that follows is not asked about
   * (the form's own reset to clean comes a render later). Typing again makes the form dirty and asks again.
   */
  markSaved: () => void;
  /** True while a navigation waits for the user's answer. */
  asking: boolean;
};

/**
 * While `isDirty`, leaving the page asks through the ConfirmDialog (a ConfirmProvider must be above):
 * in-app navigations are held with react-router's `useBlocker` and go on only on Yes; a reload, tab close
 * or another site gets the browser's own `beforeunload` question. A navigation that only changes the hash
 * is not asked about.
 *
 * @example
 * const { form, submit } = useResourceForm({ …, onSaved: () => { markSaved(); void navigate('..'); } });
 * const { markSaved } = useUnsavedChangesPrompt(form.formState.isDirty);
 */
export function useUnsavedChangesPrompt(isDirty: boolean): UnsavedChangesPrompt {
  const confirm = useConfirm();
  const dirty = useRef(isDirty);
  const saved = useRef(false);
  useLayoutEffect(() => {
    dirty.current = isDirty;
    // A form that is clean again (saved and reset, or "save and add another") asks afresh once edited.
    if (!isDirty) saved.current = false;
  }, [isDirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty.current &&
      !saved.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  // One question per held navigation, even when the effect runs again (StrictMode, a new blocker object).
  const askedFor = useRef<string | null>(null);
  useEffect(() => {
    if (blocker.state !== 'blocked') {
      askedFor.current = null;
      return;
    }
    const key = blocker.location.key;
    if (askedFor.current === key) return;
    askedFor.current = key;
    void confirm({
      title: UNSAVED_TITLE,
      message: UNSAVED_MESSAGE,
      buttons: ['Yes', 'No'],
      labels: UNSAVED_LABELS,
      destructive: true,
    }).then((answer) => {
      if (answer === ResultCode.Yes) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, confirm]);

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (saved.current) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  const markSaved = useCallback(() => {
    saved.current = true;
  }, []);
  return { markSaved, asking: blocker.state === 'blocked' };
}
