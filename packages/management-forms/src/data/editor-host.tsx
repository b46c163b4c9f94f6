// EditorHost: what the page around a management editor decides for it: the guard before leaving unsaved changes,
// the Delete right, and where the note after a save goes.
import { alerts } from '@hangar/ui';
import { createContext, useContext, type ReactNode } from 'react';

/** Answers a guard for a form: `markSaved()` lets the navigation that follows a save go without asking. */
export type LeaveGuardHook = (isDirty: boolean) => { markSaved: () => void };

export type EditorHostValue = {
  /**
   * A hook every editor calls with its form's dirty state (the site's asks before a navigation away, with the
   * router's blocker, and before a reload). It must be the same hook for the life of the host.
   */
  useLeaveGuard: LeaveGuardHook;
  /** The user holds Delete for the page's records; Delete is shown only then (the server decides anyway). */
  mayDelete: boolean;
  /** Says what a save or delete did ("Ann Smith is saved."); the toast by default. */
  notify: (message: string) => void;
};

const noGuard: LeaveGuardHook = () => ({ markSaved: () => {} });

const DEFAULT_HOST: EditorHostValue = {
  useLeaveGuard: noGuard,
  mayDelete: true,
  notify: (message) => alerts.success(message),
};

const EditorHostContext = createContext<EditorHostValue>(DEFAULT_HOST);

/**
 * Mount around the management pages (below a router, when the guard uses one). Without it an editor has no
 * guard, shows Delete (stories, hosts without rights) and toasts through `alerts`.
 *
 * @example
 * <EditorHost useLeaveGuard={useUnsavedChangesPrompt} mayDelete={hasAccess(access, Access.Delete)}>…</EditorHost>
 */
export function EditorHost({
  children,
  ...value
}: Partial<EditorHostValue> & { children: ReactNode }) {
  const parent = useContext(EditorHostContext);
  return <EditorHostContext value={{ ...parent, ...value }}>{children}</EditorHostContext>;
}

/** The nearest EditorHost's decisions (the defaults without one). */
export function useEditorHost(): EditorHostValue {
  return useContext(EditorHostContext);
}
