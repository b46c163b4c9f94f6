// Serving files: ETags and 304, cache headers by URL version, private files to their owner's viewers only,
// public listing images to anyone.
import type { Attachment } from '@hangar/contracts';
import { eq } from 'drizzle-orm';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { attachments, properties, rentalUnits } from '../../src/db/schema';
import { fileKeys } from '../../src/files/keys';
import { useTestServer, type Client } from '../support/server';
import {
  addProperty,
  addUnit,
  fetchFile,
  makeImage,
  PDF,
  setPublishes,
  tempDataDir,
  upload,
} from './support';

const dataDir = tempDataDir();
const server = useTestServer({ DATA_DIR: dataDir });
type One = { data: Attachment };

let admin: Client;
let viewer: Client;
let bravo: Client;
let alphaId: number;
let unitId: number;
let image: Attachment;

beforeAll(async () => {
  admin = server.client();
  alphaId = (await admin.login('alpha.admin')).managementCompanyID;
  viewer = await server.as('alpha.viewer');
  bravo = await server.as('bravo.admin');
  const propertyId = await addProperty(admin, alphaId);
  unitId = await addUnit(admin, propertyId, { isListed: true, status: 'vacant' });
  image = (
    await upload<One>(admin, `/api/RentalUnitImage/${unitId}`, {
      name: 'door.jpg',
      bytes: await makeImage('jpeg', 2000, 1000),
    })
  ).body.data;
});

describe('caching', () => {
  it('every file answer has an ETag and answers 304 to If-None-Match', async () => {
    for (const url of [image.url, image.thumbnailUrl!, `/api/document/${image.id}`]) {
      const first = await fetchFile(server.base, url, admin);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^".+"$/);
      const again = await fetchFile(server.base, url, admin, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.bytes.length).toBe(0);
      expect(again.headers.get('etag')).toBe(etag);
    }
    const display = await fetchFile(server.base, image.url, admin);
    const thumb = await fetchFile(server.base, image.thumbnailUrl!, admin);
    expect(display.headers.get('etag')).not.toBe(thumb.headers.get('etag'));
    expect(display.headers.get('content-type')).toBe('image/webp');
  });

  it('a URL naming the stored version is cached for a year; one without it is revalidated', async () => {
    const versioned = await fetchFile(server.base, image.url, admin);
    expect(versioned.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const bare = await fetchFile(server.base, `/api/image/${image.id}`, admin);
    expect(bare.headers.get('cache-control')).toBe('private, no-cache');
    const old = await fetchFile(server.base, `/api/image/${image.id}?v=old`, admin);
    expect(old.headers.get('cache-control')).toBe('private, no-cache');
    expect(versioned.headers.get('x-content-type-options')).toBe('nosniff');
    // The site's own policy lets its pages show these same-origin images.
    const site = await fetchFile(server.base, '/api/health');
    expect(site.headers.get('content-security-policy')).toMatch(/img-src 'self'/);
  });

  it('the original comes as a download of its own type, without metadata, and never as a page', async () => {
    const file = await fetchFile(server.base, `/api/document/${image.id}?v=x`, admin);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="door.jpg"/);
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
  });
});

describe('a lost file', () => {
  it('answers 404 without caching headers, so that nothing remembers it missing', async () => {
    const lost = (
      await upload<One>(admin, `/api/RentalUnitImage/${unitId}`, {
        name: 'lost.png',
        bytes: await makeImage('png', 50, 50),
      })
    ).body.data;
    const [row] = await server.database.db.select().from(attachments).where(eq(attachments.id, lost.id));
    rmSync(join(dataDir, 'files', fileKeys(row!.storageKey).display));
    const res = await fetchFile(server.base, lost.url, admin);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBeNull();
    expect(res.headers.get('etag')).toBeNull();
    expect((await fetchFile(server.base, lost.thumbnailUrl!, admin)).status).toBe(200);
    await admin.delete(`/api/Attachment/${lost.id}`);
  });
});

describe('who may fetch', () => {
  it('private: 404 to anonymous and to another company, 200 to a viewer of the company', async () => {
    expect((await fetchFile(server.base, image.url)).status).toBe(404);
    expect((await fetchFile(server.base, image.thumbnailUrl!)).status).toBe(404);
    expect((await fetchFile(server.base, image.url, bravo)).status).toBe(404);
    expect((await fetchFile(server.base, image.url, viewer)).status).toBe(200);
    expect((await server.client().get(`/api/ImageID/${image.id}`)).status).toBe(404);
    // The same answer as for an image that does not exist.
    const missing = await fetchFile(server.base, `/api/image/999999`);
    expect(missing.status).toBe(404);
  });

  it("public: a listed, vacant unit's card image of a company that publishes, to anyone", async () => {
    await setPublishes(server.database.db, alphaId, true);
    // Not shown in the listing and not the card: still private.
    expect((await fetchFile(server.base, image.url)).status).toBe(404);
    await admin.put(`/api/Attachment/${image.id}`, { showInListing: true, version: image.version });
    const open = await fetchFile(server.base, image.url);
    expect(open.status).toBe(200);
    expect(open.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(open.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await server.client().get(`/api/ImageID/${image.id}`)).status).toBe(200);

    // The chosen card image is public even when not marked for the listing.
    const second = (
      await upload<One>(admin, `/api/RentalUnitImage/${unitId}`, {
        name: 'inside.png',
        bytes: await makeImage('png', 300, 200),
      })
    ).body.data;
    expect((await fetchFile(server.base, second.url)).status).toBe(404);
    await admin.post(`/api/RentalUnitSetImageAsCard/${unitId}/${second.id}`);
    expect((await fetchFile(server.base, second.url)).status).toBe(200);

    // Occupied, unlisted, or a company that stops publishing: private again.
    await server.database.db
      .update(rentalUnits)
      .set({ status: 'occupied' })
      .where(eq(rentalUnits.id, unitId));
    expect((await fetchFile(server.base, image.url)).status).toBe(404);
    await server.database.db
      .update(rentalUnits)
      .set({ status: 'vacant', isListed: false })
      .where(eq(rentalUnits.id, unitId));
    expect((await fetchFile(server.base, image.url)).status).toBe(404);
    await server.database.db.update(rentalUnits).set({ isListed: true }).where(eq(rentalUnits.id, unitId));
    expect((await fetchFile(server.base, image.url)).status).toBe(200);
    // An inactive property is out of the listings, and so are its images.
    const [unit] = await server.database.db.select().from(rentalUnits).where(eq(rentalUnits.id, unitId));
    await server.database.db
      .update(properties)
      .set({ isActive: false })
      .where(eq(properties.id, unit!.propertyId));
    expect((await fetchFile(server.base, image.url)).status).toBe(404);
    await server.database.db
      .update(properties)
      .set({ isActive: true })
      .where(eq(properties.id, unit!.propertyId));
    expect((await fetchFile(server.base, image.url)).status).toBe(200);
    await setPublishes(server.database.db, alphaId, false);
    expect((await fetchFile(server.base, image.url)).status).toBe(404);
    const mine = await fetchFile(server.base, image.url, admin);
    expect(mine.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
  });

  it("documents are never public, not even a listed unit's", async () => {
    await setPublishes(server.database.db, alphaId, true);
    const doc = (
      await upload<One>(admin, `/api/Attachments/unit/${unitId}?kind=document`, {
        name: 'rules.pdf',
        bytes: PDF,
      })
    ).body.data;
    expect((await fetchFile(server.base, doc.url)).status).toBe(404);
    expect((await fetchFile(server.base, doc.url, viewer)).status).toBe(200);
    // A PDF has no display size.
    expect((await fetchFile(server.base, `/api/image/${doc.id}`, admin)).status).toBe(404);
    await setPublishes(server.database.db, alphaId, false);
  });
});
