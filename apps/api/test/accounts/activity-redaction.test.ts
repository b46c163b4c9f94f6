// The activity log (`PUT /api/AddActivity`) keeps the page's address without the keys it may carry: every
// key-bearing page of the site, read from the site's own route tables, is stored redacted.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../src/db/schema';
import { useTestServer } from '../support/server';

const server = useTestServer({ RATE_LIMIT_SCALE: '20' });

const SITE_ROUTES = join(import.meta.dirname, '../../../site/src');

/** Every route path of the site (`path: '…'` in its route tables) with a parameter that holds a secret. */
function keyBearingSitePaths(): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) {
        for (const m of readFileSync(full, 'utf8').matchAll(/path:\s*'([^']*:(?:key|token|code)\w*[^']*)'/gi))
          found.add(m[1]!);
      }
    }
  };
  walk(SITE_ROUTES);
  return [...found];
}

const KEY = 'Zm9vYmFyLWxpdmUta2V5LXRoYXQtbXVzdC1uZXZlci1iZS1zdG9yZWQ';

async function storedUrl(url: string): Promise<string> {
  const put = await server.client().put('/api/AddActivity', {
    localStorageId: crypto.randomUUID(),
    applicationId: 'hangar-site',
    url,
    username: null,
    timeUtc: new Date().toISOString(),
  });
  expect(put.status).toBe(200);
  const [row] = await server.database.db
    .select({ url: activityLog.url })
    .from(activityLog)
    .orderBy(desc(activityLog.id))
    .limit(1);
  return row!.url;
}

describe('PUT /api/AddActivity', () => {
  it('finds the key-bearing pages in the site’s routes', () => {
    // The reset and confirm-e-mail pages at least; a new one is picked up by the test below by itself.
    expect(keyBearingSitePaths()).toEqual(
      expect.arrayContaining(['resetpassword/:key', 'confirmemail/:key']),
    );
  });

  it('stores every key-bearing page of the site without its key', async () => {
    for (const path of keyBearingSitePaths()) {
      const page = `/${path.replace(/^\//, '').replace(/:\w+\??/g, KEY)}`;
      for (const url of [
        `http://127.0.0.1:3000${page}`,
        page,
        `https://hangar.example${page.toUpperCase()}`,
      ]) {
        const stored = await storedUrl(url);
        expect(stored.toLowerCase(), url).not.toContain(KEY.toLowerCase());
        expect(stored).toContain('[redacted]');
      }
    }
  });

  it('redacts keys and tokens in the query and the fragment, and keeps the rest of the address', async () => {
    expect(await storedUrl(`http://127.0.0.1:3000/login?returnUrl=%2Fmanage&token=${KEY}`)).toBe(
      'http://127.0.0.1:3000/login?returnUrl=%2Fmanage&token=[redacted]',
    );
    expect(await storedUrl(`http://127.0.0.1:3000/confirm#key=${KEY}`)).toBe(
      'http://127.0.0.1:3000/confirm#key=[redacted]',
    );
    expect(await storedUrl('http://127.0.0.1:3000/MgmtCoAdmin/1/Contacts?q=smith')).toBe(
      'http://127.0.0.1:3000/MgmtCoAdmin/1/Contacts?q=smith',
    );
  });
});
