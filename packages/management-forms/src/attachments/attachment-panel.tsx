// What the document list and the image manager share: the uploader, the announcements, a refusal, the
// loading, load-failure and empty states around the list, and a delete behind a confirmation.
import type { Attachment } from '@hangar/contracts';
import { EmptyState, ResultCode, useConfirm, ErrorText } from '@hangar/ui';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { escapeHtml } from '../lib/escape-html';
import { LoadFailure } from '../lib/screen-states';
import { AttachmentUploader } from './uploader';
import type { AttachmentOwner, useAttachments } from './use-attachments';

type Attachments = ReturnType<typeof useAttachments>;

/** What a user may do with an owner's attachments: upload (Add), change (Edit), delete (Delete). */
export type AttachmentRights = { add: boolean; edit: boolean; delete: boolean };

/** The rights a screen shows controls for: none when read-only, else each one given (all by default). */
export const attachmentRights = (
  readOnly: boolean,
  rights?: Partial<AttachmentRights>,
): AttachmentRights => ({
  add: !readOnly && (rights?.add ?? true),
  edit: !readOnly && (rights?.edit ?? true),
  delete: !readOnly && (rights?.delete ?? true),
});

/**
 * A polite announcement and a refusal for an attachment screen, and `remove`: asks "`title`" about
 * `label` and deletes on Yes, announcing the outcome.
 */
export function useAttachmentFeedback(data: Attachments) {
  const confirm = useConfirm();
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  async function remove(item: Attachment, title: string, label: string) {
    const answer = await confirm({
      title,
      message: `<p><b>${escapeHtml(label)}</b> will be deleted.</p>`,
      buttons: ['Yes', 'No'],
      destructive: true,
    });
    if (answer !== ResultCode.Yes) return false;
    setFailure(null);
    const result = await data.remove(item);
    if (result.ok) setAnnouncement(`${label} is deleted.`);
    else setFailure(`${label} was not deleted: ${result.message}`);
    return result.ok;
  }

  return { announcement, setAnnouncement, failure, setFailure, remove };
}

/**
 * Where the focus goes when the focused control leaves the page with its row (Delete): to the first control
 * of the row now at the same place, else the one before, else `fallback` (the panel). Call the returned
 * function with the removed row's index; the focus moves once the list has re-rendered without it.
 */
export function useFocusAfterRemoval(
  list: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
  items: readonly unknown[] | undefined,
) {
  const removedAt = useRef<number | null>(null);
  // Runs when the list has changed (the row is gone): the pending removal says where the focus goes.
  useEffect(() => {
    if (removedAt.current === null || !items) return;
    const rows = Array.from(list.current?.querySelectorAll<HTMLElement>(':scope > li') ?? []);
    const row = rows[Math.min(removedAt.current, rows.length - 1)];
    const target = row?.querySelector<HTMLElement>('button:not([disabled]), a[href], input, textarea');
    (target ?? fallback.current)?.focus();
    removedAt.current = null;
  }, [items, list, fallback]);
  return (index: number) => {
    removedAt.current = index;
  };
}

/** The section of an owner's attachments of one kind; `children` renders the loaded, non-empty list. */
/** The words of a panel: while loading, when empty, and the empty state's hint for those who may upload. */
export type AttachmentPanelTexts = { loading: string; empty: string; emptyHint: string };

export function AttachmentPanel({
  slot,
  label,
  className,
  texts,
  frame: { owner, readOnly, canAdd = !readOnly, maxBytes, data, announcement, failure },
  panelRef,
  children,
}: {
  /** The section, focusable from script: where the focus goes when the last row is deleted. */
  panelRef?: RefObject<HTMLElement | null>;
  slot: string;
  label: string;
  className: string;
  texts: AttachmentPanelTexts;
  frame: {
    owner: AttachmentOwner;
    /** Nothing may be changed at all. */
    readOnly: boolean;
    /** The uploader shows (Add); without it, as read-only. */
    canAdd?: boolean;
    maxBytes: number | undefined;
    data: Attachments;
    announcement: string;
    failure: string | null;
  };
  children: (items: Attachment[]) => ReactNode;
}) {
  const { items, error, isLoading } = data;
  return (
    <section
      ref={panelRef}
      tabIndex={-1}
      data-slot={slot}
      data-state={readOnly ? 'read-only' : 'editable'}
      aria-label={label}
      className={className}
    >
      {canAdd && <AttachmentUploader {...owner} maxBytes={maxBytes} onUploaded={() => void data.refresh()} />}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ErrorText>{failure}</ErrorText>
      {error && !items ? (
        <LoadFailure slot={slot} message={error.message} onRetry={() => void data.refresh()} />
      ) : isLoading || !items ? (
        <p className="text-sm text-muted-foreground">{texts.loading}</p>
      ) : items.length === 0 ? (
        <EmptyState titleAs="h2" title={texts.empty} description={canAdd ? texts.emptyHint : undefined} />
      ) : (
        children(items)
      )}
    </section>
  );
}
