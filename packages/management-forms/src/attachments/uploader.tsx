// AttachmentUploader: drop files or choose them; each goes in its own request with its progress; refusals stay listed.
import {
  ACCEPT,
  DEFAULT_UPLOAD_MAX_BYTES,
  type Attachment,
  type AttachmentKind,
  type AttachmentOwnerKind,
} from '@hangar/contracts';
import { Button, cn } from '@hangar/ui';
import { useEffect, useId, useReducer, useRef, useState, type DragEvent } from 'react';
import { useDataProvider } from '../data';
import {
  attachmentsParams,
  formatBytes,
  refusalMessage,
  tooLargeMessage,
  uploadReducer,
} from './attachment-rules';

export type AttachmentUploaderProps = {
  ownerKind: AttachmentOwnerKind;
  ownerID: number;
  kind: AttachmentKind;
  /** The largest file sent, in bytes (the server's limit); a larger one is refused before sending. */
  maxBytes?: number;
  /** Told of every file stored (the grid or list reads itself again). */
  onUploaded?: (attachment: Attachment) => void;
  className?: string;
};

let counter = 0;

/**
 * A drop zone with a "Choose files" button. Several files at once, one request each, each with a progress
 * bar; a file over `maxBytes` or refused by the server stays listed with the reason (naming the file) and a
 * Dismiss button. The server decides which types it takes. Needs a `ManagementProvider` above it.
 *
 * @example
 * <AttachmentUploader ownerKind="unit" ownerID={4} kind="image" onUploaded={() => void refresh()} />
 */
export function AttachmentUploader({
  ownerKind,
  ownerID,
  kind,
  maxBytes = DEFAULT_UPLOAD_MAX_BYTES,
  onUploaded,
  className,
}: AttachmentUploaderProps) {
  const provider = useDataProvider();
  const [items, dispatch] = useReducer(uploadReducer, []);
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const hintId = useId();
  const noun = kind === 'image' ? 'images' : 'documents';

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((c) => c.abort());
  }, []);

  function send(files: readonly File[]) {
    for (const file of files) {
      counter += 1;
      const key = `${counter}-${file.name}`;
      const tooLarge = tooLargeMessage(file.name, file.size, maxBytes);
      if (tooLarge) {
        dispatch({ type: 'refused', key, fileName: file.name, message: tooLarge });
        continue;
      }
      const controller = new AbortController();
      controllers.current.set(key, controller);
      dispatch({ type: 'start', key, fileName: file.name });
      void provider
        .upload(
          'Attachments_upload',
          attachmentsParams(ownerKind, ownerID, kind),
          file,
          (fraction) => dispatch({ type: 'progress', key, fraction }),
          controller.signal,
        )
        .catch((error: unknown) => ({
          ok: false as const,
          message: error instanceof Error ? error.message : 'Server error',
        }))
        .then((result) => {
          controllers.current.delete(key);
          if (controller.signal.aborted) return dispatch({ type: 'dismiss', key });
          if (result.ok) {
            dispatch({ type: 'done', key });
            onUploaded?.(result.data);
          } else {
            dispatch({
              type: 'refused',
              key,
              fileName: file.name,
              message: refusalMessage(file.name, result.message),
            });
          }
        });
    }
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setOver(false);
    send(Array.from(event.dataTransfer.files));
  }

  const uploading = items.filter((i) => i.status === 'uploading').length;

  return (
    <div data-slot="attachment-uploader" className={cn('grid gap-3', className)}>
      <div
        data-slot="attachment-drop-zone"
        data-over={over || undefined}
        onDragOver={(event) => {
          if (!Array.from(event.dataTransfer.types).includes('Files')) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={cn(
          'flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input p-6 text-center',
          over && 'border-primary bg-accent',
        )}
      >
        <p id={hintId} className="text-sm text-muted-foreground">
          Drag {noun} here, or choose them. Up to {formatBytes(maxBytes)} each.
        </p>
        <Button
          type="button"
          variant="outline"
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
        >
          Choose {noun}
        </Button>
        <input
          ref={input}
          data-slot="attachment-file-input"
          type="file"
          multiple
          hidden
          accept={ACCEPT[kind]}
          aria-label={`Choose ${noun}`}
          onChange={(event) => {
            send(Array.from(event.currentTarget.files ?? []));
            event.currentTarget.value = '';
          }}
        />
      </div>
      <p role="status" className="sr-only">
        {uploading > 0 ? `Uploading ${uploading} ${uploading === 1 ? 'file' : 'files'}` : ''}
      </p>
      {items.length > 0 && (
        <ul data-slot="attachment-uploads" aria-label="Uploads" className="grid gap-2">
          {items.map((item) => (
            <li
              key={item.key}
              data-status={item.status}
              className={cn(
                'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border p-2 text-sm',
                item.status === 'refused' && 'border-destructive',
              )}
            >
              {item.status === 'uploading' ? (
                <>
                  <span className="min-w-0 flex-1 truncate">{item.fileName}</span>
                  <div
                    role="progressbar"
                    aria-label={`Uploading ${item.fileName}`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(item.progress * 100)}
                    className="h-2 w-full overflow-hidden rounded-full bg-muted sm:w-40"
                  >
                    <div
                      className="h-full bg-primary transition-[width]"
                      style={{ width: `${item.progress * 100}%` }}
                    />
                  </div>
                  <span className="w-10 text-right tabular-nums text-muted-foreground" aria-hidden>
                    {Math.round(item.progress * 100)}%
                  </span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => controllers.current.get(item.key)?.abort()}
                    aria-label={`Cancel the upload of ${item.fileName}`}
                  >
                    Cancel
                  </Button>
                </>
              ) : (
                <>
                  <p role="alert" className="min-w-0 flex-1 font-medium text-destructive">
                    {item.message}
                  </p>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => dispatch({ type: 'dismiss', key: item.key })}
                    aria-label={`Dismiss the message about ${item.fileName}`}
                  >
                    Dismiss
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
