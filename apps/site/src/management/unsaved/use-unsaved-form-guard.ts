// The pages' guard for a form that is not a management editor (an invitation, the image editor): tracks the form
// inside a container and tells the shell's one leave guard (EditorHost) about its changes.
import { useLeaveGuard } from '@hangar/management-forms';
import { useCallback } from 'react';
import { useFormDirty } from './use-form-dirty';

/**
 * `attach` is the ref of the element around the form; `saved()` in the form's onSaved, before any navigation.
 * The editors of records (ResourceFormFrame) need none of this: they tell the host themselves.
 *
 * @example
 * const guard = useUnsavedFormGuard();
 * <div ref={guard.attach}><UserInviteForm onInvited={() => { guard.saved(); void navigate('..'); }} /></div>
 */
export function useUnsavedFormGuard() {
  const { attach, isDirty, markClean } = useFormDirty();
  const { markSaved } = useLeaveGuard(isDirty);
  const saved = useCallback(() => {
    markSaved();
    markClean();
  }, [markSaved, markClean]);
  return { attach, isDirty, saved };
}
