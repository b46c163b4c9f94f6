// The attachment screens' rules as pure functions: operation parameters, order moves, sizes and the upload
// list's reducer.
import type { Attachment, AttachmentKind, AttachmentOwnerKind, OperationParams } from '@hangar/contracts';

/** An owner's attachments of one kind: the parameters of `Attachments_list` and `Attachments_upload`. */
export const attachmentsParams = (
  ownerKind: AttachmentOwnerKind,
  ownerID: number,
  kind: AttachmentKind,
): OperationParams<'Attachments_list'> & OperationParams<'Attachments_upload'> => ({
  ownerKind,
  ownerID,
  kind,
});

/** Where the owner's images are edited: a unit's page, a property's images tab. */
export function ownerImagesHref(ownerKind: AttachmentOwnerKind, ownerID: number): string {
  if (ownerKind === 'unit') return `/rentalunit/${ownerID}/images`;
  if (ownerKind === 'property') return `/properties/${ownerID}/Edit/images`;
  return '/manage';
}

/** The list with the item at `from` moved to `to` (both clamped to the list); the same list when nothing moves. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const last = items.length - 1;
  const source = Math.min(Math.max(from, 0), last);
  const target = Math.min(Math.max(to, 0), last);
  if (items.length === 0 || source === target) return [...items];
  const next = [...items];
  const [moved] = next.splice(source, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** The ids with `id` moved by `delta` places (−1 earlier, +1 later); null when it cannot move that way. */
export function moveIdBy(ids: readonly number[], id: number, delta: number): number[] | null {
  const from = ids.indexOf(id);
  if (from < 0) return null;
  const to = from + delta;
  if (to < 0 || to >= ids.length) return null;
  return moveItem(ids, from, to);
}

/** The ids with `id` put where `targetId` stands (a drop on another image); null when nothing moves. */
export function moveIdTo(ids: readonly number[], id: number, targetId: number): number[] | null {
  const from = ids.indexOf(id);
  const to = ids.indexOf(targetId);
  if (from < 0 || to < 0 || from === to) return null;
  return moveItem(ids, from, to);
}

/** The attachments in the order of `ids` (those missing from `ids` last, as they were). */
export function orderBy<T extends { id: number }>(items: readonly T[], ids: readonly number[]): T[] {
  const rank = new Map(ids.map((id, index) => [id, index]));
  return [...items].sort((a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity));
}

/** What the live region says after a move: "Hangar front.jpg moved to position 2 of 5." */
export function positionMessage(name: string, ids: readonly number[], id: number): string {
  return `${name} moved to position ${ids.indexOf(id) + 1} of ${ids.length}.`;
}

/** The name an image goes by: its caption, else its file name. */
export const attachmentLabel = (a: Pick<Attachment, 'caption' | 'fileName'>) =>
  a.caption.trim() || a.fileName;

/** Bytes for people: `512 bytes`, `1.5 KB`, `15 MB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${units[unit]}`;
}

/** The refusal of a file over the limit, before it is sent: it names the file, as the server's do. */
export function tooLargeMessage(fileName: string, byteSize: number, maxBytes: number): string | null {
  if (byteSize <= maxBytes) return null;
  return `${fileName} is too large (${formatBytes(byteSize)}; the largest file is ${formatBytes(maxBytes)})`;
}

/** A refusal's text that names the file: the server's own when it does, else prefixed with the name. */
export function refusalMessage(fileName: string, message: string): string {
  return message.includes(fileName) ? message : `${fileName}: ${message}`;
}

const TYPE_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
  'image/webp': 'WebP image',
  'image/heic': 'HEIC image',
  'image/heif': 'HEIF image',
};
/** A content type in words: `PDF`, `JPEG image`; an unknown one as it is. */
export const typeLabel = (contentType: string) => TYPE_LABELS[contentType] ?? contentType;

/** One file of the uploader's list: under way (with the fraction sent) or refused (with the reason). */
export type UploadItem =
  | { key: string; fileName: string; status: 'uploading'; progress: number }
  | { key: string; fileName: string; status: 'refused'; message: string };

export type UploadAction =
  | { type: 'start'; key: string; fileName: string }
  | { type: 'progress'; key: string; fraction: number }
  | { type: 'refused'; key: string; fileName: string; message: string }
  | { type: 'done'; key: string }
  | { type: 'dismiss'; key: string };

/**
 * The uploader's list: a started file shows its progress (never going back, 0–1); a stored one leaves the
 * list (it joins the grid); a refused one stays with its reason until dismissed.
 */
export function uploadReducer(items: readonly UploadItem[], action: UploadAction): UploadItem[] {
  switch (action.type) {
    case 'start':
      return [
        ...items.filter((i) => i.key !== action.key),
        { key: action.key, fileName: action.fileName, status: 'uploading', progress: 0 },
      ];
    case 'progress':
      return items.map((i) =>
        i.key === action.key && i.status === 'uploading'
          ? { ...i, progress: Math.min(1, Math.max(i.progress, action.fraction)) }
          : i,
      );
    case 'refused': {
      const refused: UploadItem = {
        key: action.key,
        fileName: action.fileName,
        status: 'refused',
        message: action.message,
      };
      return items.some((i) => i.key === action.key)
        ? items.map((i) => (i.key === action.key ? refused : i))
        : [...items, refused];
    }
    case 'done':
    case 'dismiss':
      return items.filter((i) => i.key !== action.key);
  }
}
