// EditorHost: what the page around the management editors decides for them: the one guard before leaving unsaved
// changes, the Delete right, and where the note after a save goes.
import { alerts } from '@hangar/ui';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

/** A guard over the whole page: asks before leaving while `isDirty`; `markSaved()` lets the next navigation go. */
export type LeaveGuardHook = (isDirty: boolean) => { markSaved: () => void };

export type EditorHostValue = {
  /** The user holds Delete for the page's records; Delete is shown only then (the server decides anyway). */
  mayDelete: boolean;
  /** Says what a save or delete did ("Ann Smith is saved."); the toast by default. */
  notify: (message: string) => void;
  /** An editor's form (`key`) has unsaved changes, or has none any more. */
  reportDirty: (key: string, dirty: boolean) => void;
  /** A save or delete went through: the navigation that follows is not asked about. */
  markSaved: () => void;
};

const DEFAULT_HOST: EditorHostValue = {
  mayDelete: true,
  notify: (message) => alerts.success(message),
  reportDirty: () => {},
  markSaved: () => {},
};

const EditorHostContext = createContext<EditorHostValue>(DEFAULT_HOST);

const noGuard: LeaveGuardHook = () => ({ markSaved: () => {} });

export type EditorHostProps = {
  /**
   * The page's one leave guard (the site's asks with the router's blocker and before a reload), called once
   * here with "some editor below has unsaved changes"; the same hook for the life of the host.
   */
  useLeaveGuard?: LeaveGuardHook;
  mayDelete?: boolean;
  notify?: (message: string) => void;
  children: ReactNode;
};

/**
 * Mount once around the management pages (below the router, when the guard uses one). Without it an editor has
 * no guard, shows Delete (stories, hosts without rights) and toasts through `alerts`.
 *
 * @example
 * <EditorHost useLeaveGuard={useUnsavedChangesPrompt} mayDelete={hasAccess(access, Access.Delete)}>…</EditorHost>
 */
export function EditorHost({
  useLeaveGuard: usePageGuard = noGuard,
  mayDelete = true,
  notify = DEFAULT_HOST.notify,
  children,
}: EditorHostProps) {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(() => new Set());
  const { markSaved } = usePageGuard(dirty.size > 0);
  const reportDirty = useCallback((key: string, isDirty: boolean) => {
    setDirty((keys) => {
      if (keys.has(key) === isDirty) return keys;
      const next = new Set(keys);
      if (isDirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const value = useMemo(
    () => ({ mayDelete, notify, reportDirty, markSaved }),
    [mayDelete, notify, reportDirty, markSaved],
  );
  return <EditorHostContext value={value}>{children}</EditorHostContext>;
}

/** The nearest EditorHost's decisions (the defaults without one). */
export function useEditorHost(): EditorHostValue {
  return useContext(EditorHostContext);
}

/**
 * Tells the host's leave guard whether this form has unsaved changes (until it unmounts); `markSaved()` before
 * the navigation that follows a save.
 */
export function useLeaveGuard(isDirty: boolean): { markSaved: () => void } {
  const { reportDirty, markSaved } = useEditorHost();
  const key = useId();
  useEffect(() => {
    reportDirty(key, isDirty);
  }, [reportDirty, key, isDirty]);
  useEffect(() => () => reportDirty(key, false), [reportDirty, key]);
  return { markSaved };
}
