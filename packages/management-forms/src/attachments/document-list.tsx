// DocumentList: an owner's documents — name, type, size, upload date, download link, delete — and the uploader.
import type { Attachment, AttachmentOwnerKind } from '@hangar/contracts';
import { Button } from '@hangar/ui';
import { useRef } from 'react';
import { useDataProvider, useManagementReadOnly } from '../data';
import { formatBytes, typeLabel } from './attachment-rules';
import {
  AttachmentPanel,
  useAttachmentFeedback,
  useFocusAfterRemoval,
  type AttachmentPanelTexts,
} from './attachment-panel';
import { downloadFile } from './use-file-url';
import { useAttachments, type AttachmentOwner } from './use-attachments';

export type DocumentListProps = {
  ownerKind: AttachmentOwnerKind;
  ownerID: number;
  /** Lists and downloads only: no uploader, no Delete buttons. */
  readOnly?: boolean;
  /** The largest upload, in bytes (defaults to the product's). */
  maxBytes?: number;
};

const TEXTS: AttachmentPanelTexts = {
  loading: 'Loading documents…',
  empty: 'No documents yet',
  emptyHint: 'Drop PDFs or images above, or choose them, to add the first.',
};

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * The documents of a property or unit, newest uploads last as the server orders them; each downloads from its
 * `url` (`/api/document/{id}`). Needs a `ManagementProvider` above it.
 *
 * @example
 * <DocumentList ownerKind="property" ownerID={2} />
 */
export function DocumentList({
  ownerKind,
  ownerID,
  readOnly: readOnlyProp = false,
  maxBytes,
}: DocumentListProps) {
  const readOnly = useManagementReadOnly() || readOnlyProp;
  const owner: AttachmentOwner = { ownerKind, ownerID, kind: 'document' };
  const data = useAttachments(owner);
  const provider = useDataProvider();
  const { announcement, failure, setFailure, ...feedback } = useAttachmentFeedback(data);

  async function download(document: Attachment) {
    setFailure(null);
    const refusal = await downloadFile(provider.fetchFile?.bind(provider), document.url, document.fileName);
    if (refusal) setFailure(`${document.fileName} could not be downloaded: ${refusal}`);
  }

  const list = useRef<HTMLUListElement>(null);
  const panel = useRef<HTMLElement>(null);
  const focusAfterRemoval = useFocusAfterRemoval(list, panel, data.items);

  async function remove(document: Attachment) {
    const index = (data.items ?? []).indexOf(document);
    if (await feedback.remove(document, 'Delete document?', document.fileName)) focusAfterRemoval(index);
  }

  return (
    <AttachmentPanel
      slot="document-list"
      label="Documents"
      className="grid gap-4"
      texts={TEXTS}
      frame={{ owner, readOnly, maxBytes, data, announcement, failure }}
      panelRef={panel}
    >
      {(items) => (
        <ul ref={list} aria-label={`Documents, ${items.length}`} className="divide-y rounded-lg border">
          {items.map((document) => (
            <li
              key={document.id}
              data-slot="document-row"
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-3"
            >
              <div className="grid min-w-0 flex-1 basis-60 gap-0.5">
                <span data-slot="document-name" className="truncate font-medium">
                  {document.fileName}
                </span>
                <p className="text-sm text-muted-foreground">
                  {typeLabel(document.contentType)} · {formatBytes(document.byteSize)} · uploaded{' '}
                  <time dateTime={document.createdUtc}>{day.format(new Date(document.createdUtc))}</time>
                </p>
              </div>
              <div className="flex gap-2">
                {provider.fetchFile ? (
                  <Button type="button" variant="outline" size="sm" onClick={() => void download(document)}>
                    Download<span className="sr-only"> {document.fileName}</span>
                  </Button>
                ) : (
                  <Button asChild variant="outline" size="sm">
                    <a href={document.url} download={document.fileName}>
                      Download<span className="sr-only"> {document.fileName}</span>
                    </a>
                  </Button>
                )}
                {!readOnly && (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`Delete ${document.fileName}`}
                    onClick={() => void remove(document)}
                  >
                    Delete
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </AttachmentPanel>
  );
}
