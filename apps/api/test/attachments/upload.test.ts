// Uploading images and documents: types read from the bytes, metadata stripped, sizes made, refusals naming
// the file, rights, order, the card image rule, caption updates, edits, replacement and deletion.
import type { Attachment } from '@hangar/contracts';
import { eq } from 'drizzle-orm';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { attachments, rentalUnits } from '../../src/db/schema';
import { folderStore } from '../../src/files/folder-store';
import { fileKeys } from '../../src/files/keys';
import { removeOwnerAttachments } from '../../src/modules/attachments/owner-files';
import { useTestServer, type Client } from '../support/server';
import {
  addProperty,
  addUnit,
  fetchFile,
  filesUnder,
  HEIC,
  makeImage,
  metadataOf,
  PDF,
  tempDataDir,
  upload,
} from './support';

const dataDir = tempDataDir();
const server = useTestServer({ DATA_DIR: dataDir });
const stored = () => filesUnder(join(dataDir, 'files'));
type One = { data: Attachment };
type List = { data: { items: Attachment[] } };

let admin: Client;
let viewer: Client;
let bravo: Client;
let alphaId: number;
let propertyId: number;
let unitId: number;

beforeAll(async () => {
  admin = server.client();
  alphaId = (await admin.login('alpha.admin')).managementCompanyID;
  viewer = await server.as('alpha.viewer');
  bravo = await server.as('bravo.admin');
  propertyId = await addProperty(admin, alphaId);
  unitId = await addUnit(admin, propertyId);
});

/** The stored files of an attachment, read back from the folder. */
async function filesOf(id: number) {
  const [row] = await server.database.db.select().from(attachments).where(eq(attachments.id, id));
  const store = folderStore(join(dataDir, 'files'));
  const keys = fileKeys(row!.storageKey);
  return {
    prefix: row!.storageKey,
    original: await store.get(keys.original),
    display: await store.get(keys.display),
    thumbnail: await store.get(keys.thumbnail),
  };
}

describe('uploading images', () => {
  it.each([
    ['jpeg', 'hangar.jpg', 'image/jpeg'],
    ['png', 'hangar.png', 'image/png'],
    ['webp', 'hangar.webp', 'image/webp'],
  ] as const)(
    'a %s with EXIF and GPS is stored without them, at display and thumbnail size',
    async (format, name, type) => {
      const bytes = await makeImage(format, 2400, 1200, { gps: true });
      expect((await metadataOf(bytes)).hasExif).toBe(true);
      // The browser's word for the type is ignored: the bytes decide.
      const res = await upload<One>(admin, `/api/Attachments/unit/${unitId}?kind=image`, {
        name,
        bytes,
        type: 'text/plain',
      });
      expect(res.status).toBe(200);
      const a = res.body.data;
      expect(a).toMatchObject({
        ownerKind: 'unit',
        ownerID: unitId,
        kind: 'image',
        fileName: name,
        contentType: type,
      });
      expect([a.width, a.height]).toEqual([1600, 800]);
      expect(a.url).toMatch(new RegExp(`^/api/image/${a.id}\\?v=`));
      expect(a.thumbnailUrl).toMatch(new RegExp(`^/api/image2/${a.id}\\?v=`));

      const files = await filesOf(a.id);
      for (const [which, file] of Object.entries({
        original: files.original,
        display: files.display,
        thumbnail: files.thumbnail,
      })) {
        const meta = await metadataOf(file!);
        expect({ which, exif: meta.hasExif, xmp: meta.hasXmp, camera: meta.mentionsGps }).toEqual({
          which,
          exif: false,
          xmp: false,
          camera: false,
        });
      }
      expect(await metadataOf(files.original!)).toMatchObject({ format, width: 2400, height: 1200 });
      expect(await metadataOf(files.display!)).toMatchObject({ format: 'webp', width: 1600, height: 800 });
      expect(await metadataOf(files.thumbnail!)).toMatchObject({ format: 'webp', width: 400, height: 200 });
      expect(a.byteSize).toBe(files.original!.length);
    },
  );

  it('turns a photo upright by its EXIF orientation, and small images are not enlarged', async () => {
    // Orientation 6: the camera was turned; the stored image is upright (taller than wide).
    const bytes = await makeImage('jpeg', 300, 200, { orientation: 6 });
    const res = await upload<One>(admin, `/api/RentalUnitImage/${unitId}`, { name: 'turned.jpg', bytes });
    expect(res.status).toBe(200);
    expect([res.body.data.width, res.body.data.height]).toEqual([200, 300]);
    const files = await filesOf(res.body.data.id);
    expect(await metadataOf(files.original!)).toMatchObject({
      width: 200,
      height: 300,
      orientation: undefined,
    });
    expect(await metadataOf(files.thumbnail!)).toMatchObject({ width: 200, height: 300 });
  });

  it('refuses a text file named photo.jpg, naming the file, and stores nothing', async () => {
    const before = stored().length;
    const res = await upload(admin, `/api/Attachments/unit/${unitId}?kind=image`, {
      name: 'photo.jpg',
      bytes: Buffer.from('These are my notes about the hangar door.\n'),
      type: 'image/jpeg',
    });
    expect(res.status).toBe(415);
    expect(res.body.error).toBe('photo.jpg is not an image (it reads as plain text)');
    expect(res.body).toMatchObject({
      fileName: 'photo.jpg',
      reason: 'is not an image (it reads as plain text)',
    });
    expect(stored().length).toBe(before);
  });

  it('refuses a HEIC photo with what to do instead, and a PDF as an image', async () => {
    const heic = await upload(admin, `/api/RentalUnitImage/${unitId}`, {
      name: 'IMG_0001.HEIC',
      bytes: HEIC,
    });
    expect(heic.status).toBe(415);
    expect(heic.body.error).toBe('IMG_0001.HEIC is a HEIC photo, which cannot be read here; save it as JPEG');
    const pdf = await upload(admin, `/api/Attachments/unit/${unitId}?kind=image`, {
      name: 'lease.pdf',
      bytes: PDF,
    });
    expect(pdf.status).toBe(415);
    expect(pdf.body.error).toBe('lease.pdf is not an image (it reads as a PDF document)');
  });

  it('refuses a damaged image and a request without a file', async () => {
    const good = await makeImage('jpeg', 200, 200);
    const damaged = Buffer.concat([good.subarray(0, 200), Buffer.alloc(200)]);
    const res = await upload(admin, `/api/RentalUnitImage/${unitId}`, { name: 'broken.jpg', bytes: damaged });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('broken.jpg could not be read as an image (it may be damaged)');
    const json = await admin.post(`/api/RentalUnitImage/${unitId}`, { file: 'x' });
    expect(json.status).toBe(400);
    // One file per request, in the field `file`, and nothing else.
    for (const extra of ['file', 'caption'] as const) {
      const form = new FormData();
      form.append('file', new Blob([good]), 'one.jpg');
      if (extra === 'file') form.append('file', new Blob([good]), 'two.jpg');
      else form.append('caption', 'A caption');
      const res = await fetch(`${server.base}/api/RentalUnitImage/${unitId}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${admin.token}`,
          'x-xsrf-token': admin.xsrf!,
          cookie: `XSRF-TOKEN=${admin.xsrf}`,
        },
        body: form,
      });
      expect([extra, res.status]).toEqual([extra, 400]);
    }
  });
});

describe('documents', () => {
  it('accepts a PDF as a document of a property and serves it as a download', async () => {
    const res = await upload<One>(admin, `/api/Attachments/property/${propertyId}?kind=document`, {
      name: 'Lease "2026" <draft>.pdf',
      bytes: PDF,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      kind: 'document',
      contentType: 'application/pdf',
      width: null,
      thumbnailUrl: null,
    });
    expect(res.body.data.url).toMatch(/^\/api\/document\/\d+\?v=/);
    const file = await fetchFile(server.base, res.body.data.url, admin);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(PDF)).toBe(true);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Lease _2026_ _draft_.pdf"; filename*=UTF-8''${encodeURIComponent('Lease "2026" <draft>.pdf')}`,
    );
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    const list = await admin.get<List>(`/api/Attachments/property/${propertyId}?kind=document`);
    expect(list.body.data.items.map((a) => a.id)).toEqual([res.body.data.id]);
    const meta = await admin.get<One>(`/api/DocumentID/${res.body.data.id}`);
    expect(meta.body.data.fileName).toBe('Lease "2026" <draft>.pdf');
  });

  it('refuses a text file as a document', async () => {
    const res = await upload(admin, `/api/Attachments/property/${propertyId}?kind=document`, {
      name: 'notes.pdf',
      bytes: Buffer.from('plain words'),
    });
    expect(res.status).toBe(415);
    expect(res.body.error).toBe('notes.pdf is not a PDF document or an image (it reads as plain text)');
  });
});

describe('rights', () => {
  it('a viewer may list but not upload (403); another company gets 404; a lease that does not exist is 404', async () => {
    const image = await makeImage('png', 50, 50);
    expect((await viewer.get(`/api/RentalUnitImages/${unitId}`)).status).toBe(200);
    const refused = await upload(viewer, `/api/RentalUnitImage/${unitId}`, { name: 'a.png', bytes: image });
    expect(refused.status).toBe(403);
    expect(
      (await upload(bravo, `/api/RentalUnitImage/${unitId}`, { name: 'a.png', bytes: image })).status,
    ).toBe(404);
    expect((await bravo.get(`/api/RentalUnitImages/${unitId}`)).status).toBe(404);
    expect((await bravo.get(`/api/Attachments/property/${propertyId}?kind=document`)).status).toBe(404);
    expect((await admin.get(`/api/Attachments/lease/999999?kind=document`)).status).toBe(404);
    const anyImage = (await admin.get<List>(`/api/RentalUnitImages/${unitId}`)).body.data.items[0]!;
    expect(
      (await bravo.put(`/api/Attachment/${anyImage.id}`, { caption: 'x', version: anyImage.version })).status,
    ).toBe(404);
    expect(
      (await viewer.put(`/api/Attachment/${anyImage.id}`, { caption: 'x', version: anyImage.version }))
        .status,
    ).toBe(403);
    expect((await viewer.delete(`/api/Attachment/${anyImage.id}`)).status).toBe(403);
    expect((await bravo.get(`/api/ImageID/${anyImage.id}`)).status).toBe(404);
  });
});

describe('order, card image, captions', () => {
  let unit: number;
  let ids: number[];

  beforeAll(async () => {
    unit = await addUnit(admin, propertyId);
    ids = [];
    for (const n of [1, 2, 3]) {
      const res = await upload<One>(admin, `/api/RentalUnitImage/${unit}`, {
        name: `door-${n}.jpg`,
        bytes: await makeImage('jpeg', 120 + n, 90),
      });
      ids.push(res.body.data.id);
    }
  });

  const list = async () => (await admin.get<List>(`/api/RentalUnitImages/${unit}`)).body.data.items;

  it('new images go last; a new order must name every image once', async () => {
    expect((await list()).map((a) => a.id)).toEqual(ids);
    const [a, b, c] = ids as [number, number, number];
    const res = await admin.put<List>(`/api/AttachmentOrder/unit/${unit}`, { kind: 'image', ids: [c, a, b] });
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((x) => x.id)).toEqual([c, a, b]);
    expect((await list()).map((x) => x.id)).toEqual([c, a, b]);
    expect(
      (await admin.put(`/api/AttachmentOrder/unit/${unit}`, { kind: 'image', ids: [c, a] })).status,
    ).toBe(400);
    expect(
      (await admin.put(`/api/AttachmentOrder/unit/${unit}`, { kind: 'image', ids: [c, a, a] })).status,
    ).toBe(400);
    expect(
      (await admin.put(`/api/AttachmentOrder/unit/${unit}`, { kind: 'image', ids: [c, a, 999999] })).status,
    ).toBe(400);
    const later = await upload<One>(admin, `/api/RentalUnitImage/${unit}`, {
      name: 'last.jpg',
      bytes: await makeImage('jpeg', 80, 60),
    });
    expect((await list()).map((x) => x.id)).toEqual([c, a, b, later.body.data.id]);
    await admin.delete(`/api/Attachment/${later.body.data.id}`);
    await admin.put(`/api/AttachmentOrder/unit/${unit}`, { kind: 'image', ids });
  });

  it('card: none without a listed image; the first listed; the chosen one; back to the first when it is deleted', async () => {
    const card = async () => (await list()).filter((x) => x.isCard).map((x) => x.id);
    expect(await card()).toEqual([]);
    const [a, b, c] = ids as [number, number, number];
    const items = await list();
    for (const id of [b, c]) {
      const item = items.find((x) => x.id === id)!;
      const res = await admin.put<One>(`/api/Attachment/${id}`, {
        caption: `Door ${id}`,
        showInListing: true,
        version: item.version,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        caption: `Door ${id}`,
        showInListing: true,
        version: item.version + 1,
      });
    }
    expect(await card()).toEqual([b]);
    const unitAnswer = async () =>
      (await admin.get<{ data: { version: number; cardImageID: number | null } }>(`/api/RentalUnit/${unit}`))
        .body.data;
    expect((await unitAnswer()).cardImageID).toBe(b);
    const before = await unitAnswer();
    const chosen = await admin.post<List>(`/api/RentalUnitSetImageAsCard/${unit}/${c}`);
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.items.filter((x) => x.isCard).map((x) => x.id)).toEqual([c]);
    // The unit shows the same card, and an open unit form can still be saved (its version is unchanged).
    expect(await unitAnswer()).toMatchObject({ cardImageID: c, version: before.version });
    // Not an image of this unit: refused.
    expect((await admin.post(`/api/RentalUnitSetImageAsCard/${unit}/${a + 100000}`)).status).toBe(400);
    expect((await admin.delete(`/api/Attachment/${c}`)).status).toBe(200);
    expect(await card()).toEqual([b]);
    const [cleared] = await server.database.db.select().from(rentalUnits).where(eq(rentalUnits.id, unit));
    expect(cleared!.cardImageId).toBeNull();
    expect((await unitAnswer()).cardImageID).toBe(b);
    // Choosing a, then clearing the choice with 0: the first listed one again.
    await admin.post(`/api/RentalUnitSetImageAsCard/${unit}/${a}`);
    expect(await card()).toEqual([a]);
    await admin.post(`/api/RentalUnitSetImageAsCard/${unit}/0`);
    expect(await card()).toEqual([b]);
  });

  it('a stale caption update is 409; a long caption 400', async () => {
    const item = (await list())[0]!;
    expect(
      (await admin.put(`/api/Attachment/${item.id}`, { caption: 'One', version: item.version })).status,
    ).toBe(200);
    const stale = await admin.put(`/api/Attachment/${item.id}`, { caption: 'Two', version: item.version });
    expect(stale.status).toBe(409);
    const long = await admin.put(`/api/Attachment/${item.id}`, {
      caption: 'x'.repeat(101),
      version: item.version + 1,
    });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors?.caption).toBeDefined();
  });
});

describe('edit, replace and delete', () => {
  it('turning a quarter and cropping changes the size; new files, new URLs, the old files gone', async () => {
    const res = await upload<One>(admin, `/api/RentalUnitImage/${unitId}`, {
      name: 'wide.png',
      bytes: await makeImage('png', 800, 400),
    });
    const a = res.body.data;
    const old = await filesOf(a.id);
    const edited = await admin.post<One>(`/api/ImageEdit/${a.id}`, {
      rotate: 90,
      crop: { x: 0.25, y: 0, width: 0.5, height: 0.5 },
      version: a.version,
    });
    expect(edited.status).toBe(200);
    // Turned: 400 × 800; cropped to half of each side: 200 × 400.
    expect([edited.body.data.width, edited.body.data.height]).toEqual([200, 400]);
    expect(edited.body.data.url).not.toBe(a.url);
    const now = await filesOf(a.id);
    expect(now.prefix).not.toBe(old.prefix);
    expect(await metadataOf(now.original!)).toMatchObject({ format: 'png', width: 200, height: 400 });
    expect(stored().some((f) => f.startsWith(old.prefix))).toBe(false);
    // Turned clockwise, then cropped: the result's top left pixel is the original's (x 0, y 299), where the
    // gradient has no red and about 190 green.
    const { data } = await sharp(now.original!)
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeLessThan(8);
    expect(Math.abs(data[1]! - 190)).toBeLessThan(8);
    const stale = await admin.post(`/api/ImageEdit/${a.id}`, { rotate: 90, version: a.version });
    expect(stale.status).toBe(409);
  });

  it('every edit starts from the image as uploaded: cropping again can take back what a crop cut off', async () => {
    // Left half red, right half blue.
    const pixels = Buffer.alloc(800 * 400 * 3);
    for (let i = 0; i < 800 * 400; i++) pixels.set(i % 800 < 400 ? [220, 20, 20] : [20, 20, 220], i * 3);
    const bytes = await sharp(pixels, { raw: { width: 800, height: 400, channels: 3 } })
      .png()
      .toBuffer();
    const a = (await upload<One>(admin, `/api/RentalUnitImage/${unitId}`, { name: 'halves.png', bytes })).body
      .data;
    const colourOf = async () => {
      const { original } = await filesOf(a.id);
      const { dominant } = await sharp(original!).stats();
      return dominant.r > dominant.b ? 'red' : 'blue';
    };
    const sourceWidth = async () => {
      const res = await fetch(`${server.base}/api/imagesource/${a.id}`, {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(res.status).toBe(200);
      return (await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width;
    };
    expect(await sourceWidth()).toBe(800);
    const left = await admin.post<One>(`/api/ImageEdit/${a.id}`, {
      crop: { x: 0, y: 0, width: 0.5, height: 1 },
      version: a.version,
    });
    expect([left.body.data.width, await colourOf()]).toEqual([400, 'red']);
    // The editor still starts from the whole picture, and the right half is there to crop.
    expect(await sourceWidth()).toBe(800);
    const right = await admin.post<One>(`/api/ImageEdit/${a.id}`, {
      crop: { x: 0.5, y: 0, width: 0.5, height: 1 },
      version: left.body.data.version,
    });
    expect([right.body.data.width, await colourOf()]).toEqual([400, 'blue']);
  });

  it('replacing keeps the row, caption and place, with new bytes and the same checks', async () => {
    const res = await upload<One>(admin, `/api/RentalUnitImage/${unitId}`, {
      name: 'first.jpg',
      bytes: await makeImage('jpeg', 640, 480),
    });
    const a = res.body.data;
    await admin.put(`/api/Attachment/${a.id}`, { caption: 'Front', showInListing: true, version: a.version });
    const old = await filesOf(a.id);
    const replaced = await upload<One>(
      admin,
      `/api/ImageReplace/${a.id}`,
      { name: 'second.webp', bytes: await makeImage('webp', 300, 600, { gps: true }) },
      'PUT',
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({
      id: a.id,
      fileName: 'second.webp',
      contentType: 'image/webp',
      caption: 'Front',
      sortOrder: a.sortOrder,
      width: 300,
      height: 600,
    });
    expect(stored().some((f) => f.startsWith(old.prefix))).toBe(false);
    expect((await metadataOf((await filesOf(a.id)).original!)).hasExif).toBe(false);
    const refused = await upload(
      admin,
      `/api/ImageReplace/${a.id}`,
      { name: 'x.jpg', bytes: Buffer.from('text') },
      'PUT',
    );
    expect(refused.status).toBe(415);
    expect((await admin.get<One>(`/api/ImageID/${a.id}`)).body.data.fileName).toBe('second.webp');
    const stale = await upload(
      admin,
      `/api/ImageReplace/${a.id}?version=1`,
      { name: 'y.jpg', bytes: await makeImage('jpeg', 10, 10) },
      'PUT',
    );
    expect(stale.status).toBe(409);
  });

  it('deleting removes the row and its three files; so does removing an owner', async () => {
    const res = await upload<One>(admin, `/api/RentalUnitImage/${unitId}`, {
      name: 'gone.jpg',
      bytes: await makeImage('jpeg', 100, 100),
    });
    const { prefix } = await filesOf(res.body.data.id);
    expect(stored().filter((f) => f.startsWith(prefix))).toHaveLength(3);
    expect((await admin.delete(`/api/Attachment/${res.body.data.id}`)).status).toBe(200);
    expect(stored().filter((f) => f.startsWith(prefix))).toEqual([]);
    expect((await admin.get(`/api/ImageID/${res.body.data.id}`)).status).toBe(404);

    const other = await addUnit(admin, propertyId);
    for (const n of [1, 2])
      await upload(admin, `/api/RentalUnitImage/${other}`, {
        name: `${n}.png`,
        bytes: await makeImage('png', 60, 40),
      });
    await upload(admin, `/api/Attachments/unit/${other}?kind=document`, { name: 'plan.pdf', bytes: PDF });
    const prefixes = (
      await server.database.db.select().from(attachments).where(eq(attachments.ownerId, other))
    ).map((r) => r.storageKey);
    expect(prefixes).toHaveLength(3);
    const removed = await removeOwnerAttachments(
      server.database.db,
      folderStore(join(dataDir, 'files')),
      'unit',
      other,
    );
    expect(removed).toBe(3);
    expect(stored().filter((f) => prefixes.some((p) => f.startsWith(p)))).toEqual([]);

    // Deleting a unit through its API takes its images and their files with it.
    const third = await addUnit(admin, propertyId);
    const image = await upload<One>(admin, `/api/RentalUnitImage/${third}`, {
      name: 'unit.jpg',
      bytes: await makeImage('jpeg', 80, 80),
    });
    const thirdPrefix = (await filesOf(image.body.data.id)).prefix;
    const unitNow = await admin.get<{ data: { version: number } }>(`/api/RentalUnit/${third}`);
    expect(unitNow.status).toBe(200);
    expect((await admin.delete(`/api/RentalUnit/${third}`)).status).toBe(200);
    expect(stored().filter((f) => f.startsWith(thirdPrefix))).toEqual([]);
    expect((await admin.get(`/api/ImageID/${image.body.data.id}`)).status).toBe(404);
  });

  it('an image kept at display size has the sizes its answer says', async () => {
    const res = await upload<One>(admin, `/api/RentalUnitImage/${unitId}`, {
      name: 'tall.jpg',
      bytes: await makeImage('jpeg', 900, 2000),
    });
    const display = await fetchFile(server.base, res.body.data.url, admin);
    const meta = await sharp(display.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([res.body.data.width, res.body.data.height]);
    expect(meta.height).toBe(1600);
  });
});
