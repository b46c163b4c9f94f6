// Attachments for stories and tests: images and documents of a unit and a property, and a memory provider
// that answers the attachment endpoints as the API does (list, upload, caption, order, card, edit, replace).
import {
  CONFLICT_ERROR,
  DOCUMENT_TYPES,
  IMAGE_TYPES,
  type Attachment,
  type AttachmentKind,
} from '@hangar/contracts';
import { type DataResult, type ResourceName } from './data';
import {
  createMemoryProvider,
  type MemoryProvider,
  type MemoryProviderOptions,
  type NamedHandler,
} from './data/memory-provider';

export const FIXTURE_UNIT_ID = 4;
export const FIXTURE_PROPERTY_ID = 2;

const COLORS = ['#3b6e8f', '#8f5b3b', '#4f7a3a', '#6b4f8f', '#8f3b55', '#3b8f86'];

/** A picture made of a colour and a word, as a data URL (stories need no network). */
export function fixtureImageUrl(label: string, index = 0, width = 800, height = 600): string {
  const color = COLORS[index % COLORS.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${color}"/>` +
    `<circle cx="${width * 0.75}" cy="${height * 0.3}" r="${height * 0.12}" fill="#f5e9a8"/>` +
    `<path d="M0 ${height} L${width * 0.35} ${height * 0.45} L${width * 0.7} ${height} Z" fill="#1f2d3a" opacity="0.55"/>` +
    `<text x="40" y="${height - 40}" font-family="sans-serif" font-size="${height / 10}" fill="#fff">${label.replace(/[<>&"]/g, '')}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const image = (
  id: number,
  fileName: string,
  caption: string,
  sortOrder: number,
  extra: Partial<Attachment> = {},
): Attachment => ({
  id,
  ownerKind: 'unit',
  ownerID: FIXTURE_UNIT_ID,
  kind: 'image',
  fileName,
  contentType: 'image/jpeg',
  byteSize: 480_000 + id * 13_000,
  width: 1600,
  height: 1200,
  caption,
  sortOrder,
  showInListing: true,
  isCard: false,
  url: fixtureImageUrl(caption || fileName, id),
  thumbnailUrl: fixtureImageUrl(caption || fileName, id, 320, 240),
  createdUtc: `2026-03-0${(id % 9) + 1}T15:20:00Z`,
  version: 1,
  ...extra,
});

/** Four images of unit 4: the second is its card, the last is kept out of the listing. */
export const unitImages: Attachment[] = [
  image(11, 'hangar-front.jpg', 'Hangar front, doors open', 1),
  image(12, 'ramp-view.jpg', 'Ramp view at sunset', 2, { isCard: true }),
  image(13, 'IMG_2041.jpg', '', 3),
  image(14, 'office.jpg', 'Office and restroom', 4, { showInListing: false }),
];

const doc = (
  id: number,
  fileName: string,
  contentType: string,
  byteSize: number,
  day: number,
): Attachment => ({
  id,
  ownerKind: 'unit',
  ownerID: FIXTURE_UNIT_ID,
  kind: 'document',
  fileName,
  contentType,
  byteSize,
  width: null,
  height: null,
  caption: '',
  sortOrder: id,
  showInListing: false,
  isCard: false,
  url: `/api/document/${id}`,
  thumbnailUrl: null,
  createdUtc: `2026-02-${String(day).padStart(2, '0')}T18:05:00Z`,
  version: 1,
});

/** Three documents of unit 4: a lease PDF, an insurance PDF and a scanned photo. */
export const unitDocuments: Attachment[] = [
  doc(21, 'Lease agreement 2026.pdf', 'application/pdf', 1_245_000, 3),
  doc(22, 'Insurance certificate.pdf', 'application/pdf', 310_500, 11),
  doc(23, 'Door inspection.jpg', 'image/jpeg', 2_480_000, 24),
];

export type AttachmentProviderOptions = MemoryProviderOptions & {
  /** Content types the memory API takes for uploads, by kind (the API sniffs bytes; here `File.type`). */
  accepts?: Partial<Record<AttachmentKind, readonly string[]>>;
  /** Records of other resources the screens around the attachments read (a unit's property, say). */
  records?: Partial<Record<ResourceName, unknown[]>>;
};

const failure = (status: number, message: string) => ({ ok: false as const, status, message });
const ok = <T>(data: T): DataResult<T> => ({ ok: true, data });

/**
 * A memory provider with the attachment endpoints: `GET|POST /Attachments/{ownerKind}/{ownerID}?kind=`,
 * `PUT|DELETE /Attachment/{id}`, `PUT /AttachmentOrder/…`, `POST /RentalUnitSetImageAsCard/{unit}/{image}`,
 * `POST /ImageEdit/{id}`, `PUT /ImageReplace/{id}`, `GET /ImageID/{id}`. Uploads of a type the kind does not
 * take are refused with 415 and a reason naming the file.
 *
 * @example
 * const provider = createAttachmentProvider([...unitImages, ...unitDocuments], { uploadMs: 600 });
 */
export function createAttachmentProvider(
  seed: readonly Attachment[] = [...unitImages, ...unitDocuments],
  options: AttachmentProviderOptions = {},
): MemoryProvider & { attachments(): Attachment[] } {
  let rows: Attachment[] = structuredClone([...seed]);
  let nextId = rows.reduce((max, a) => Math.max(max, a.id), 100) + 1;
  const accepts = {
    image: IMAGE_TYPES as readonly string[],
    document: DOCUMENT_TYPES as readonly string[],
    ...options.accepts,
  };
  const find = (id: number) => rows.find((a) => a.id === id);
  const idOf = (path: string, index = 2) => Number(path.split(/[/?]/)[index]);

  const list: NamedHandler = (method, path, body) => {
    const [, , ownerKind, owner] = path.split(/[/?]/);
    const ownerID = Number(owner);
    const kind = (new URLSearchParams(path.split('?')[1] ?? '').get('kind') ?? 'image') as AttachmentKind;
    const mine = rows.filter((a) => a.ownerKind === ownerKind && a.ownerID === ownerID && a.kind === kind);
    if (method === 'GET')
      return ok({ items: structuredClone(mine.sort((a, b) => a.sortOrder - b.sortOrder)) });
    if (method !== 'POST' || !(body instanceof File))
      return failure(400, 'Send one file in the field "file"');
    if (!accepts[kind].includes(body.type)) {
      return failure(
        415,
        `${body.name} is not ${kind === 'image' ? 'an image' : 'a PDF or an image'} (${body.type || 'unknown type'})`,
      );
    }
    const id = nextId++;
    const stored: Attachment = {
      ...image(id, body.name, '', mine.reduce((max, a) => Math.max(max, a.sortOrder), 0) + 1),
      ownerKind: ownerKind as Attachment['ownerKind'],
      ownerID,
      kind,
      contentType: body.type,
      byteSize: body.size,
      showInListing: kind === 'image',
      url: kind === 'image' ? fixtureImageUrl(body.name, id) : `/api/document/${id}`,
      thumbnailUrl: kind === 'image' ? fixtureImageUrl(body.name, id, 320, 240) : null,
      createdUtc: new Date().toISOString(),
    };
    rows.push(stored);
    return ok(structuredClone(stored));
  };

  const one: NamedHandler = (method, path, body) => {
    const found = find(idOf(path));
    if (!found) return failure(404, 'No such attachment');
    if (method === 'DELETE') {
      rows = rows.filter((a) => a.id !== found.id);
      return ok(null);
    }
    const input = (body ?? {}) as { caption?: string; showInListing?: boolean; version?: number };
    if (input.version !== found.version)
      return { ok: false, status: 409, conflict: true, message: CONFLICT_ERROR };
    const caption = (input.caption ?? '').trim();
    if (caption.length > 100) return failure(400, 'A caption is at most 100 characters');
    Object.assign(found, {
      caption,
      showInListing: input.showInListing ?? false,
      version: found.version + 1,
    });
    return ok(structuredClone(found));
  };

  const order: NamedHandler = (_method, path, body) => {
    const [, , ownerKind, owner] = path.split('/');
    const { kind, ids } = body as { kind: AttachmentKind; ids: number[] };
    const mine = rows.filter(
      (a) => a.ownerKind === ownerKind && a.ownerID === Number(owner) && a.kind === kind,
    );
    if (ids.length !== mine.length || !mine.every((a) => ids.includes(a.id)))
      return failure(400, 'The order must list every attachment once');
    for (const a of mine) a.sortOrder = ids.indexOf(a.id) + 1;
    return ok({ items: structuredClone(mine.sort((a, b) => a.sortOrder - b.sortOrder)) });
  };

  const card: NamedHandler = (_method, path) => {
    const [, , unit, imageId] = path.split('/');
    const target = find(Number(imageId));
    if (!target || target.ownerKind !== 'unit' || target.ownerID !== Number(unit))
      return failure(404, 'No such image');
    for (const a of rows)
      if (a.ownerKind === 'unit' && a.ownerID === Number(unit) && a.kind === 'image')
        a.isCard = a.id === target.id;
    return ok(structuredClone(target));
  };

  const edit: NamedHandler = (_method, path, body) => {
    const found = find(idOf(path));
    if (!found) return failure(404, 'No such image');
    const input = body as { version?: number; rotate?: number };
    if (input.version !== found.version)
      return { ok: false, status: 409, conflict: true, message: CONFLICT_ERROR };
    if (input.rotate === 90 || input.rotate === 270)
      Object.assign(found, { width: found.height, height: found.width });
    found.version += 1;
    return ok(structuredClone(found));
  };

  const replace: NamedHandler = (_method, path, body) => {
    const found = find(idOf(path));
    if (!found) return failure(404, 'No such image');
    const version = new URLSearchParams(path.split('?')[1] ?? '').get('version');
    if (version !== null && Number(version) !== found.version)
      return { ok: false, status: 409, conflict: true, message: CONFLICT_ERROR };
    if (!(body instanceof File)) return failure(400, 'Send one file in the field "file"');
    if (!accepts.image.includes(body.type))
      return failure(415, `${body.name} is not an image (${body.type || 'unknown type'})`);
    Object.assign(found, {
      fileName: body.name,
      contentType: body.type,
      byteSize: body.size,
      url: fixtureImageUrl(body.name, found.id + 3),
      thumbnailUrl: fixtureImageUrl(body.name, found.id + 3, 320, 240),
      version: found.version + 1,
    });
    return ok(structuredClone(found));
  };

  const info: NamedHandler = (_method, path) => {
    const found = find(idOf(path));
    return found ? ok(structuredClone(found)) : failure(404, 'No such image');
  };

  const provider = createMemoryProvider(options.records ?? {}, {
    ...options,
    named: {
      '/Attachments/': list,
      '/Attachment/': one,
      '/AttachmentOrder/': order,
      '/RentalUnitSetImageAsCard/': card,
      '/ImageEdit/': edit,
      '/ImageReplace/': replace,
      '/ImageID/': info,
      ...options.named,
    },
  });
  return Object.assign(provider, { attachments: () => structuredClone(rows) });
}
