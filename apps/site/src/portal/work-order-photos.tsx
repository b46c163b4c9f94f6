// Photos of a work order in the portals: the thumbnails (each a link to the photo at display size), the picker
// of new ones, and their upload one file at a time, each refusal named by its file. The files are read with the
// session's token (a plain <img src> would carry none).
import { operationRequest, type Attachment } from '@hangar/contracts';
import { Button, Field, Input } from '@hangar/ui';
import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../api/client';
import { useSiteSession } from '../session/site-session';
import { usePortalData } from './use-portal-data';

/** How many photos one pick may hold. */
export const PHOTOS_AT_ONCE = 5;

/** Uploads the photos to the work order one by one; answers the refusals, one line a file. */
export async function uploadPhotos(client: ApiClient, orderId: number, files: File[]): Promise<string[]> {
  const { path } = operationRequest('PortalWorkOrderPhoto', { id: orderId });
  const failed: string[] = [];
  for (const file of files) {
    try {
      const result = await client.upload('POST', path, file);
      if (!result.success) {
        const why = result.error || 'it was not added; try again';
        failed.push(why.includes(file.name) ? why : `${file.name}: ${why}`);
      }
    } catch {
      failed.push(`${file.name} was not added: the server could not be reached; try again.`);
    }
  }
  return failed;
}

/** A file of the API as an object URL (undefined while it loads), or `failed`. */
function useStoredFile(path: string): { src?: string; failed: boolean } {
  const { client } = useSiteSession();
  const [state, setState] = useState<{ path: string; src?: string; failed: boolean } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let url: string | undefined;
    client.download(path, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setState({ path, src: url, failed: false });
      },
      () => !controller.signal.aborted && setState({ path, failed: true }),
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [client, path]);
  return state?.path === path ? state : { failed: false };
}

function PhotoThumbnail({ photo, alt }: { photo: Attachment; alt: string }) {
  const { client } = useSiteSession();
  const { src, failed } = useStoredFile(photo.thumbnailUrl ?? photo.url);
  const [opening, setOpening] = useState<string | null>(null);
  // The link opens the photo at display size, fetched with the session's token.
  const open = () =>
    client.download(photo.url).then(
      (blob) => {
        setOpening(null);
        window.open(URL.createObjectURL(blob), '_blank', 'noopener');
      },
      () => setOpening('The photo could not be opened; try again.'),
    );
  return (
    <li className="flex flex-col gap-1">
      <a
        href={photo.url}
        data-slot="portal-photo"
        className="block size-24 overflow-hidden rounded-md border bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        onClick={(event) => {
          event.preventDefault();
          void open();
        }}
      >
        {src ? (
          <img src={src} alt={alt} className="size-full object-cover" />
        ) : (
          <span className="flex size-full items-center justify-center p-1 text-center text-xs">
            {failed ? `${alt} (could not be loaded)` : <span className="sr-only">{alt}</span>}
          </span>
        )}
      </a>
      {opening && (
        <p role="alert" className="text-xs text-destructive">
          {opening}
        </p>
      )}
    </li>
  );
}

/** The thumbnails of a work order's photos, or nothing when it has none. */
export function PhotoList({ orderId, photos }: { orderId: number; photos: Attachment[] }) {
  if (!photos.length) return null;
  return (
    <ul aria-label={`Photos of work order ${orderId}`} className="flex flex-wrap gap-2">
      {photos.map((photo, i) => (
        <PhotoThumbnail
          key={photo.id}
          photo={photo}
          alt={photo.caption || `Photo ${i + 1} of work order ${orderId} (${photo.fileName})`}
        />
      ))}
    </ul>
  );
}

/** A file input for up to PHOTOS_AT_ONCE images, emptied when `files` is. */
export function PhotoPicker({
  label,
  files,
  onChange,
  error,
}: {
  label: string;
  files: File[];
  onChange: (files: File[]) => void;
  error?: string | null;
}) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!files.length && input.current) input.current.value = '';
  }, [files]);
  return (
    <Field
      label={label}
      description={`Up to ${PHOTOS_AT_ONCE} images (JPEG, PNG or WebP).`}
      error={error ?? undefined}
    >
      <Input
        ref={input}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp,image/gif"
        onChange={(e) => onChange(Array.from(e.target.files ?? []))}
      />
    </Field>
  );
}

export const tooManyPhotos = (files: File[]) =>
  files.length > PHOTOS_AT_ONCE ? `Choose at most ${PHOTOS_AT_ONCE} photos at a time.` : null;

/** A work order's photos in a portal, with the form to add more. */
export function WorkOrderPhotos({ orderId }: { orderId: number }) {
  const { client } = useSiteSession();
  const [photos, reload] = usePortalData(() => client.run('PortalWorkOrderPhotos', { id: orderId }));
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const [added, setAdded] = useState<string | null>(null);
  const tooMany = tooManyPhotos(files);
  async function add() {
    if (busy || !files.length || tooMany) return;
    setBusy(true);
    setAdded(null);
    const failed = await uploadPhotos(client, orderId, files);
    setBusy(false);
    setRefused(failed);
    const done = files.length - failed.length;
    if (done) setAdded(done === 1 ? 'The photo was added.' : `${done} photos were added.`);
    setFiles([]);
    reload();
  }
  return (
    <div className="flex flex-col gap-2" data-slot="portal-work-order-photos">
      {photos.status === 'loading' && <p className="text-sm">Loading the photos…</p>}
      {photos.status === 'error' && <p role="alert">{photos.error}</p>}
      {photos.status === 'ready' && <PhotoList orderId={orderId} photos={photos.data.items} />}
      <div className="flex flex-wrap items-end gap-2">
        <PhotoPicker
          label={`Add photos to work order ${orderId}`}
          files={files}
          onChange={(picked) => {
            setFiles(picked);
            setRefused([]);
          }}
          error={tooMany}
        />
        <Button size="sm" variant="outline" disabled={busy || !files.length} onClick={() => void add()}>
          {busy ? 'Adding…' : 'Add the photos'}
          <span className="sr-only"> to work order {orderId}</span>
        </Button>
      </div>
      <p role="status" className="text-sm">
        {added}
      </p>
      {refused.length > 0 && (
        <ul role="alert" className="text-sm text-destructive">
          {refused.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
