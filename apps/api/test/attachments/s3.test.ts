// The S3 file store against a local S3-compatible server: the driver's calls, and uploads end to end.
import type { Attachment } from '@hangar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from '../../src/files';
import { parseS3Url, s3Store } from '../../src/files/s3-store';
import { useTestServer, type Client } from '../support/server';
import { startFakeS3, type FakeS3 } from '../support/fake-s3';
import { addProperty, addUnit, fetchFile, makeImage, metadataOf, tempDataDir, upload } from './support';

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(() => s3.close());

describe('the S3 driver', () => {
  it('reads its URL: endpoint, bucket, folder, region and credentials', () => {
    expect(
      parseS3Url('https://AK%2B1:s%2Fecret@s3.example.com:9000/bucket/hangar/files?region=eu-west-1'),
    ).toEqual({
      endpoint: 'https://s3.example.com:9000',
      region: 'eu-west-1',
      bucket: 'bucket',
      prefix: 'hangar/files/',
      accessKeyId: 'AK+1',
      secretAccessKey: 's/ecret',
    });
    for (const bad of ['ftp://a:b@h/b', 'https://h/bucket', 'https://a:b@h/', 'not a url']) {
      expect(() => parseS3Url(bad)).toThrow();
      try {
        parseS3Url(bad);
      } catch (err) {
        // An error never repeats the URL (it holds the secret).
        expect(String(err)).not.toContain(bad);
      }
    }
  });

  it('puts, gets and deletes objects (path-style), a missing key is null', async () => {
    const store = createFileStore({ S3_URL: s3.url, DATA_DIR: '/nonexistent' });
    expect(store.kind).toBe('s3');
    await store.put('c1/abc/original', Buffer.from('hello'), 'text/plain');
    expect(s3.objects.get('c1/abc/original')?.bytes.toString()).toBe('hello');
    expect(s3.requests.at(-1)).toEqual({ method: 'PUT', path: '/hangar-test/c1/abc/original' });
    expect((await store.get('c1/abc/original'))?.toString()).toBe('hello');
    expect(await store.get('c1/abc/missing')).toBeNull();
    await store.delete('c1/abc/original');
    await store.delete('c1/abc/never-there');
    expect(await store.get('c1/abc/original')).toBeNull();
    await expect(store.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Bad file key/);
  });

  it('fails loudly with wrong credentials', async () => {
    const wrong = s3Store(s3.url.replace('TESTKEY', 'OTHERKEY'));
    await expect(wrong.put('c1/x/original', Buffer.from('x'), 'text/plain')).rejects.toThrow();
  });
});

describe('uploads stored in S3', () => {
  const server = useTestServer(() => ({ DATA_DIR: tempDataDir(), S3_URL: s3.url }));
  let admin: Client;
  let unitId: number;

  beforeAll(async () => {
    admin = server.client();
    const companyId = (await admin.login('alpha.admin')).managementCompanyID;
    unitId = await addUnit(admin, await addProperty(admin, companyId));
  });

  it('an image goes to the bucket as three objects, is served from it, and deleted from it', async () => {
    const before = s3.objects.size;
    const res = await upload<{ data: Attachment }>(admin, `/api/RentalUnitImage/${unitId}`, {
      name: 'apron.jpg',
      bytes: await makeImage('jpeg', 1800, 900, { gps: true }),
    });
    expect(res.status).toBe(200);
    expect(s3.objects.size).toBe(before + 3);
    const keys = [...s3.objects.keys()].slice(-3);
    expect(keys.map((k) => k.split('/').at(-1)).sort()).toEqual(['display.webp', 'original', 'thumb.webp']);
    expect(
      (await metadataOf(s3.objects.get(keys.find((k) => k.endsWith('/original'))!)!.bytes)).hasExif,
    ).toBe(false);
    const display = await fetchFile(server.base, res.body.data.url, admin);
    expect(display.status).toBe(200);
    expect(await metadataOf(display.bytes)).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect((await admin.delete(`/api/Attachment/${res.body.data.id}`)).status).toBe(200);
    expect(s3.objects.size).toBe(before);
  });
});
