// Nothing half-stored: a file over UPLOAD_MAX_BYTES is refused with 413, naming it, and nothing is stored; when
// the row cannot be written, the files written for it are removed.
import { sql } from 'drizzle-orm';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { useTestServer, type Client } from '../support/server';
import { addProperty, addUnit, attachmentCount, filesUnder, makeImage, tempDataDir, upload } from './support';

const dataDir = tempDataDir();
const server = useTestServer({ DATA_DIR: dataDir, UPLOAD_MAX_BYTES: String(20 * 1024) });

let admin: Client;
let unitId: number;

beforeAll(async () => {
  admin = server.client();
  const companyId = (await admin.login('alpha.admin')).managementCompanyID;
  unitId = await addUnit(admin, await addProperty(admin, companyId));
});

it('refuses a file over the limit with 413 naming it, and stores neither a row nor a file', async () => {
  const rows = await attachmentCount(server.database.db);
  const files = filesUnder(join(dataDir, 'files'));
  const big = await makeImage('png', 400, 400);
  expect(big.length).toBeGreaterThan(20 * 1024);
  const res = await upload(admin, `/api/RentalUnitImage/${unitId}`, { name: 'huge.png', bytes: big });
  expect(res.status).toBe(413);
  expect(res.body).toMatchObject({
    success: false,
    error: 'huge.png is larger than the 0.02 MB an upload may be',
    fileName: 'huge.png',
  });
  expect(await attachmentCount(server.database.db)).toBe(rows);
  expect(filesUnder(join(dataDir, 'files'))).toEqual(files);

  // Under the limit it goes through.
  const small = await makeImage('jpeg', 64, 64);
  expect(
    (await upload(admin, `/api/RentalUnitImage/${unitId}`, { name: 'small.jpg', bytes: small })).status,
  ).toBe(200);
  expect(await attachmentCount(server.database.db)).toBe(rows + 1);
  expect(filesUnder(join(dataDir, 'files'))).toHaveLength(files.length + 3);
});

it('removes the files it wrote when the row cannot be written', async () => {
  const db = server.database.db;
  // A real database failure, for one file name only.
  await db.execute(
    sql.raw(`create or replace function refuse_attachment() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger refuse_attachment before insert on attachments for each row
      when (new.file_name = 'refused.jpg') execute function refuse_attachment()`),
  );
  try {
    const rows = await attachmentCount(db);
    const files = filesUnder(join(dataDir, 'files'));
    const res = await upload(admin, `/api/RentalUnitImage/${unitId}`, {
      name: 'refused.jpg',
      bytes: await makeImage('jpeg', 64, 64),
    });
    expect(res.status).toBe(500);
    expect(await attachmentCount(db)).toBe(rows);
    expect(filesUnder(join(dataDir, 'files'))).toEqual(files);
  } finally {
    await db.execute(sql.raw('drop trigger refuse_attachment on attachments'));
    await db.execute(sql.raw('drop function refuse_attachment()'));
  }
});
