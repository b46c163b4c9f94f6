// What the attachment tests share: images made with sharp, a multipart upload through the test client, files
// in the store folder, and properties and units made through their API.
import { count, eq } from 'drizzle-orm';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Db } from '../../src/db/database';
import { attachments, managementCompanies } from '../../src/db/schema';
import { checkContract, type Client, type Reply } from '../support/server';

/** A fresh folder for the server's DATA_DIR: the stored files land in `<dir>/files`. */
export const tempDataDir = () => mkdtempSync(join(tmpdir(), 'hangar-attachments-'));

/** Every file under a folder (relative paths), none when it does not exist. */
export function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string, rel: string) => {
    let names: string[] = [];
    try {
      names = readdirSync(at);
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path, rel ? `${rel}/${name}` : name);
      else out.push(rel ? `${rel}/${name}` : name);
    }
  };
  walk(dir, '');
  return out.sort();
}

/** A photo-like image (a gradient, so it compresses like a photo), optionally with EXIF and GPS. */
export async function makeImage(
  format: 'jpeg' | 'png' | 'webp',
  width: number,
  height: number,
  { gps = false, orientation }: { gps?: boolean; orientation?: number } = {},
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = ((x ^ y) * 7) & 255;
    }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (gps || orientation) {
    image = image.withExif({
      IFD0: { Copyright: 'Test Camera Owner', Make: 'TestCam' },
      ...(gps
        ? {
            IFD3: {
              GPSLatitudeRef: 'N',
              GPSLatitude: '32/1 49/1 0/1',
              GPSLongitudeRef: 'W',
              GPSLongitude: '97/1 21/1 0/1',
            },
          }
        : {}),
    });
  }
  if (orientation) image = image.withMetadata({ orientation });
  return image.toFormat(format).toBuffer();
}

/** Whether the bytes carry any EXIF, XMP or IPTC block, and the GPS text of the test images. */
export async function metadataOf(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    hasExif: Boolean(meta.exif?.length),
    hasXmp: Boolean(meta.xmp?.length),
    hasIptc: Boolean(meta.iptc?.length),
    orientation: meta.orientation,
    mentionsGps: bytes.includes(Buffer.from('TestCam')) || bytes.includes(Buffer.from('Test Camera Owner')),
  };
}

/** A one-page PDF (enough for its type to be read from its bytes). */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 72 72]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The first bytes of a HEIC photo (an ISO box naming the heic brand). */
export const HEIC = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypheic'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mif1heic'),
  Buffer.alloc(256),
]);

/** One file as multipart (field `file`), as the site sends it, checked against the route's contract. */
export async function upload<T = { data?: unknown }>(
  client: Client,
  path: string,
  file: { name: string; bytes: Buffer; type?: string },
  method: 'POST' | 'PUT' = 'POST',
): Promise<Reply<T>> {
  if (!client.xsrf) await client.get('/api/health');
  const form = new FormData();
  form.append('file', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  const headers: Record<string, string> = { accept: 'application/json', 'x-xsrf-token': client.xsrf ?? '' };
  if (client.token) headers.authorization = `Bearer ${client.token}`;
  headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${client.base}${path}`, { method, headers, body: form });
  const text = await res.text();
  const body = (text ? JSON.parse(text) : {}) as Reply<T>['body'];
  if (client.contracts) checkContract(client.contracts, method, path, res.status, body);
  return { status: res.status, body, headers: res.headers };
}

/** A GET of a file: status, headers and bytes (a client's token when given; anonymous otherwise). */
export async function fetchFile(
  base: string,
  url: string,
  client?: Client,
  headers: Record<string, string> = {},
) {
  const h: Record<string, string> = { ...headers };
  if (client?.token) h.authorization = `Bearer ${client.token}`;
  const res = await fetch(`${base}${url}`, { headers: h });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

let serial = 0;

/** A property of the admin's company, made through the API. */
export async function addProperty(admin: Client, companyId: number): Promise<number> {
  const res = await admin.post<{ data: { id: number } }>('/api/Property', {
    managementCompanyID: companyId,
    name: `Test Hangars ${++serial} ${Date.now()}`,
    type: 'multi-family',
  });
  if (res.status !== 200) throw new Error(`property not made: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

/** A rental unit of a property, made through the API: listed and vacant unless told otherwise. */
export async function addUnit(
  admin: Client,
  propertyId: number,
  { isListed = true, status = 'vacant' }: { isListed?: boolean; status?: 'vacant' | 'occupied' } = {},
): Promise<number> {
  const res = await admin.post<{ data: { id: number } }>('/api/RentalUnit', {
    propertyID: propertyId,
    unitNumber: `T-${++serial}`,
    type: 't-hangar',
    isListed,
    status,
  });
  if (res.status !== 200) throw new Error(`unit not made: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

export async function setPublishes(db: Db, companyId: number, publishes: boolean) {
  await db
    .update(managementCompanies)
    .set({ publishesListings: publishes })
    .where(eq(managementCompanies.id, companyId));
}

export async function attachmentCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(attachments);
  return row!.n;
}
