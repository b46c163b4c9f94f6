// The edit pages' one guard: tracks the form inside a container and asks before its changes are left.
import { useCallback } from 'react';
import { useFormDirty } from './use-form-dirty';
import { useUnsavedChangesPrompt } from './use-unsaved-changes-prompt';

/**
 * `attach` is the ref of the element around the form; `saved()` in the form's onSaved, before any navigation.
 *
 * @example
 * const guard = useUnsavedFormGuard();
 * <div ref={guard.attach}><UserForm onSaved={() => { guard.saved(); void navigate('..'); }} /></div>
 */
export function useUnsavedFormGuard() {
  const { attach, isDirty, markClean } = useFormDirty();
  const { markSaved } = useUnsavedChangesPrompt(isDirty);
  const saved = useCallback(() => {
    markSaved();
    markClean();
  }, [markSaved, markClean]);
  return { attach, isDirty, saved };
}
