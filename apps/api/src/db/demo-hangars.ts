// Demo hangars: Alpha's "Hicks Airfield Hangars" (24 units, some listed, each listed unit with a drawn card image)
// and a small Bravo property. Images are drawn as SVG and rendered with sharp at seed time: no network.
import { unitSortKey, unitTypeLabel, type UnitType } from '@hangar/contracts';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { FileStore } from '../files/file-store';
import { fileKeys, newFilePrefix } from '../files/keys';
import type { Db } from './database';
import { attachments, properties, rentalUnits, type AddressRow } from './schema';

type DemoUnit = {
  unitNumber: string;
  type: UnitType;
  squareFeet: number | null;
  rent: number;
  status: 'vacant' | 'occupied' | 'offline';
  listed?: string;
  /** Days from the seed's day until the unit is free; none means now. */
  availableInDays?: number;
  door?: [number, number];
  depthFt?: number;
  floor?: 'concrete' | 'asphalt' | 'dirt';
  power?: 'none' | '110v' | '220v' | '3-phase';
  heated?: boolean;
  enclosure?: 'enclosed' | 'tie-down';
  notes?: string;
};

const tHangar = (n: number, over: Partial<DemoUnit> = {}): DemoUnit => ({
  unitNumber: `H-${n}`,
  type: 't-hangar',
  squareFeet: 1050,
  rent: n <= 6 ? 34500 : 36500,
  status: 'occupied',
  door: [n % 4 === 0 ? 42 : 41, 12],
  depthFt: 32,
  floor: 'concrete',
  power: '110v',
  enclosure: 'enclosed',
  ...over,
});
const boxHangar = (n: number, over: Partial<DemoUnit> = {}): DemoUnit => ({
  unitNumber: `B-${n}`,
  type: 'box-hangar',
  squareFeet: 2500,
  rent: n % 2 === 0 ? 145000 : 125000,
  status: 'occupied',
  door: [50, 16],
  depthFt: 50,
  floor: 'concrete',
  power: '3-phase',
  heated: n % 2 === 0,
  enclosure: 'enclosed',
  ...over,
});
const shade = (n: number, over: Partial<DemoUnit> = {}): DemoUnit => ({
  unitNumber: `T-${n}`,
  type: 'shade-hangar',
  squareFeet: 1200,
  rent: n <= 2 ? 12500 : 14000,
  status: 'occupied',
  floor: 'asphalt',
  power: 'none',
  enclosure: 'tie-down',
  ...over,
});

/** The 24 units of Hicks Airfield Hangars; nine are vacant and listed. */
export const HICKS_UNITS: DemoUnit[] = [
  tHangar(1),
  tHangar(2),
  tHangar(3, {
    status: 'vacant',
    listed:
      'End-row T-hangar next to the self-serve fuel. Bi-fold door with electric opener, sealed concrete floor, LED lights and a 110 V outlet. Fits most singles up to a Bonanza.',
  }),
  tHangar(4),
  tHangar(5, { status: 'offline', notes: 'Door opener being replaced.' }),
  tHangar(6),
  tHangar(7, {
    status: 'vacant',
    listed:
      'Mid-row T-hangar with a 41 ft bi-fold door and 12 ft clearance. Paved taxilane to runway 14/32, 110 V power and a shelf along the back wall.',
  }),
  tHangar(8),
  tHangar(9),
  tHangar(10, {
    status: 'vacant',
    listed:
      'Freshly painted T-hangar with a new door seal and epoxy floor. Power and lights; month-to-month or a yearly lease with one month free.',
  }),
  tHangar(11),
  tHangar(12, {
    status: 'vacant',
    availableInDays: 30,
    listed:
      'Corner T-hangar with a 42 ft door and extra side room for a workbench. Available next month; reserve it now.',
  }),
  boxHangar(1),
  boxHangar(2, {
    status: 'vacant',
    listed:
      'Heated 50 × 50 ft box hangar with a 50 × 16 ft hydraulic door, 3-phase power, insulated walls and a small office with restroom. Room for a twin or a light jet.',
  }),
  boxHangar(3),
  boxHangar(4),
  boxHangar(5, {
    status: 'vacant',
    listed:
      'Box hangar on the main taxiway: 50 × 16 ft door, 3-phase power, compressed air drop and lots of light. Maintenance allowed with approval.',
  }),
  boxHangar(6, { status: 'vacant', notes: 'Held for the flight school until it decides.' }),
  shade(1),
  shade(2, {
    status: 'vacant',
    listed:
      'Covered shade hangar: a roof over your airplane, tie-down rings and a paved pad. Easy in and out.',
  }),
  shade(3),
  shade(4, {
    status: 'vacant',
    listed:
      'Wide shade tie-down on the end of the row, room for a high wing with wheel pants. Paved, with tie-down rings and chocks.',
  }),
  {
    unitNumber: 'O-1',
    type: 'office',
    squareFeet: 220,
    rent: 45000,
    status: 'occupied',
    power: '110v',
  },
  {
    unitNumber: 'O-2',
    type: 'office',
    squareFeet: 300,
    rent: 60000,
    status: 'vacant',
    power: '110v',
    listed:
      'Office in the terminal building with a window on the ramp, internet and a shared pilot lounge and restrooms. Good for a flight instructor or an aircraft broker.',
  },
];

const BRAVO_UNITS: DemoUnit[] = [
  boxHangar(1, { unitNumber: 'A-1', rent: 110000 }),
  boxHangar(2, {
    unitNumber: 'A-2',
    rent: 115000,
    status: 'vacant',
    listed: 'Box hangar at Meacham; Bravo does not publish its listings, so this never shows.',
  }),
  shade(1, { unitNumber: 'S-1', rent: 11000, status: 'vacant' }),
];

export const HICKS_ADDRESS: AddressRow = {
  type: 'work',
  line1: '1000 Hicks Airfield Rd',
  line2: '',
  city: 'Fort Worth',
  state: 'TX',
  postalCode: '76179',
  country: 'US',
  isPrimary: true,
};

/** The drawn card image of one unit, in the three sizes the file store keeps. */
export type DemoImage = {
  original: Buffer;
  display: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
  etag: string;
};

const WIDTH = 960;
const HEIGHT = 640;
const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An SVG of a hangar front (or a roof over a tie-down, or an office door) with the unit number on it. */
export function hangarDrawing(unit: Pick<DemoUnit, 'unitNumber' | 'type' | 'door'>, place: string): string {
  const [doorW, doorH] = unit.door ?? [20, 10];
  const open = unit.type === 'shade-hangar' || unit.type === 'tie-down';
  const office = unit.type === 'office';
  const wall = unit.type === 'box-hangar' ? '#b9c4cf' : office ? '#d8cbb5' : '#c9ced4';
  const door = unit.type === 'box-hangar' ? '#5d6d7e' : '#7b8794';
  const panels = Array.from(
    { length: 8 },
    (_, i) =>
      `<line x1="${250 + i * 60}" y1="300" x2="${250 + i * 60}" y2="540" stroke="#4a5561" stroke-width="3"/>`,
  ).join('');
  const front = office
    ? `<rect x="200" y="210" width="560" height="330" fill="${wall}"/><rect x="420" y="330" width="120" height="210" fill="#6b4f3a"/><rect x="250" y="280" width="130" height="110" fill="#a9d3f5" stroke="#ffffff" stroke-width="8"/><rect x="580" y="280" width="130" height="110" fill="#a9d3f5" stroke="#ffffff" stroke-width="8"/>`
    : open
      ? `<polygon points="150,200 810,200 860,250 100,250" fill="#8a96a3"/><rect x="130" y="250" width="16" height="290" fill="#5d6d7e"/><rect x="814" y="250" width="16" height="290" fill="#5d6d7e"/><polygon points="330,470 630,470 560,420 400,420" fill="#f2f2f2"/><rect x="470" y="360" width="20" height="140" fill="#f2f2f2"/>`
      : `<polygon points="120,250 480,150 840,250 840,540 120,540" fill="${wall}"/><rect x="220" y="300" width="520" height="240" fill="${door}"/>${panels}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4f8fd6"/><stop offset="1" stop-color="#cfe4f7"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
<rect y="540" width="${WIDTH}" height="${HEIGHT - 540}" fill="#8f9a8a"/>
<rect y="560" width="${WIDTH}" height="20" fill="#d9d9d9"/>
${front}
<rect x="330" y="${open ? 90 : office ? 110 : 60}" width="300" height="96" rx="12" fill="#ffffff" fill-opacity="0.9"/>
<text x="480" y="${open ? 160 : office ? 180 : 130}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="64" font-weight="bold" text-anchor="middle" fill="#1f2a36">${escapeXml(unit.unitNumber)}</text>
<text x="480" y="620" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="26" text-anchor="middle" fill="#1f2a36">${escapeXml(`${unitTypeLabel(unit.type)}${unit.door && !office ? ` · door ${doorW} × ${doorH} ft` : ''} · ${place}`)}</text>
</svg>`;
}

/** Renders the drawing: a JPEG original, a WebP display size and a WebP thumbnail; the ETag hashes the display. */
export async function renderDemoImage(svg: string): Promise<DemoImage> {
  const pixels = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const raw = () => sharp(pixels.data, { raw: pixels.info });
  const [original, display, thumbnail] = await Promise.all([
    raw().jpeg({ quality: 82 }).toBuffer(),
    raw().webp({ quality: 80, effort: 1 }).toBuffer(),
    raw().resize({ width: 400, height: 400, fit: 'inside' }).webp({ quality: 72, effort: 1 }).toBuffer(),
  ]);
  return {
    original,
    display,
    thumbnail,
    width: pixels.info.width,
    height: pixels.info.height,
    etag: createHash('sha256').update(display).digest('base64url').slice(0, 22),
  };
}

/** Draws the listed Hicks units' card images (before the seed's transaction: no database is held meanwhile). */
export async function drawDemoHangarImages(): Promise<Map<string, DemoImage>> {
  const listed = HICKS_UNITS.filter((u) => u.listed);
  const images = await Promise.all(
    listed.map((u) => renderDemoImage(hangarDrawing(u, 'Hicks Airfield (T67)'))),
  );
  return new Map(listed.map((u, i) => [u.unitNumber, images[i]!]));
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Inserts the demo properties and units, stores the card images through `files` and records their
 * attachments. `written` collects each file prefix stored, so a failed seed can remove them.
 */
export async function seedDemoHangars(
  db: Db,
  files: FileStore,
  companies: { alpha: number; bravo: number },
  images: Map<string, DemoImage>,
  written: string[],
  today: Date = new Date(),
): Promise<void> {
  const [hicks] = await db
    .insert(properties)
    .values({
      managementCompanyId: companies.alpha,
      name: 'Hicks Airfield Hangars',
      fileAs: 'Hicks Airfield Hangars',
      type: 'airport',
      address: HICKS_ADDRESS,
      yearBuilt: 1998,
      description:
        'T-hangars, box hangars, shade tie-downs and terminal offices on the east side of Hicks Airfield (T67), a paved 3,740 ft runway 14/32 north of Fort Worth.',
      squareFeet: 48_000,
      lotSquareFeet: 260_000,
      amenities: ['Self-serve fuel', 'Paved taxilanes', 'Pilot lounge', 'Security gate'],
    })
    .returning({ id: properties.id });
  const [meacham] = await db
    .insert(properties)
    .values({
      managementCompanyId: companies.bravo,
      name: 'Meacham North Hangars',
      fileAs: 'Meacham North Hangars',
      type: 'airport',
      address: { ...HICKS_ADDRESS, line1: '2200 Aviation Way', postalCode: '76106' },
      amenities: ['Fuel on field'],
    })
    .returning({ id: properties.id });

  const unitRow = (companyId: number, propertyId: number, u: DemoUnit) => ({
    managementCompanyId: companyId,
    propertyId,
    unitNumber: u.unitNumber,
    sortKey: unitSortKey(u.unitNumber),
    type: u.type,
    squareFeet: u.squareFeet,
    marketRentCents: u.rent,
    status: u.status,
    isListed: Boolean(u.listed),
    listingText: u.listed ?? '',
    dateAvailable:
      u.availableInDays === undefined
        ? null
        : isoDay(new Date(today.getTime() + u.availableInDays * 86_400_000)),
    doorWidthFt: u.door?.[0] ?? null,
    doorHeightFt: u.door?.[1] ?? null,
    depthFt: u.depthFt ?? null,
    floor: u.floor ?? null,
    power: u.power ?? null,
    heated: u.heated ?? false,
    enclosure: u.enclosure ?? null,
    notes: u.notes ?? '',
  });
  const units = await db
    .insert(rentalUnits)
    .values([
      ...HICKS_UNITS.map((u) => unitRow(companies.alpha, hicks!.id, u)),
      ...BRAVO_UNITS.map((u) => unitRow(companies.bravo, meacham!.id, u)),
    ])
    .returning({
      id: rentalUnits.id,
      propertyId: rentalUnits.propertyId,
      unitNumber: rentalUnits.unitNumber,
    });

  const rows: (typeof attachments.$inferInsert)[] = [];
  for (const unit of units) {
    const image = unit.propertyId === hicks!.id ? images.get(unit.unitNumber) : undefined;
    if (!image) continue;
    const demo = HICKS_UNITS.find((u) => u.unitNumber === unit.unitNumber)!;
    const prefix = newFilePrefix(companies.alpha);
    written.push(prefix);
    const keys = fileKeys(prefix);
    // Every write settles before a failure is thrown, so the clean-up removes them all.
    const stored = await Promise.allSettled([
      files.put(keys.original, image.original, 'image/jpeg'),
      files.put(keys.display, image.display, 'image/webp'),
      files.put(keys.thumbnail, image.thumbnail, 'image/webp'),
    ]);
    const failed = stored.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    rows.push({
      managementCompanyId: companies.alpha,
      ownerKind: 'unit',
      ownerId: unit.id,
      kind: 'image',
      fileName: `${unit.unitNumber}.jpg`,
      contentType: 'image/jpeg',
      byteSize: image.original.length,
      width: image.width,
      height: image.height,
      storageKey: prefix,
      etag: image.etag,
      caption: `${unitTypeLabel(demo.type)} ${unit.unitNumber}${demo.door && demo.type !== 'office' ? `, ${demo.door[0]} × ${demo.door[1]} ft door` : ''}`,
      sortOrder: 0,
      showInListing: true,
    });
  }
  if (rows.length) await db.insert(attachments).values(rows);
}

/** Removes the files of a seed that failed (its rows were rolled back). */
export async function removeDemoFiles(files: FileStore, prefixes: readonly string[]): Promise<void> {
  for (const prefix of prefixes) {
    for (const key of Object.values(fileKeys(prefix))) await files.delete(key).catch(() => undefined);
  }
}
