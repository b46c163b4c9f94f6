import { describe, expect, it } from 'vitest';
import { createPublicApiClient } from '../api/client';
import { activityStorageKey, browserAbbreviation, sendStartActivity } from './activity';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const EDGE = `${CHROME} Edg/156.0.0.0`;
const IE = 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

describe('browserAbbreviation', () => {
  it.each([
    [CHROME, 'CH'],
    [EDGE, 'ED'],
    [IE, 'IE'],
    [FIREFOX, 'UN'],
  ])('%s → %s', (ua, abbr) => expect(browserAbbreviation(ua)).toBe(abbr));

  it('names the storage key after the browser', () => {
    expect(activityStorageKey(EDGE)).toBe('ED_activityLocal');
  });
});

describe('sendStartActivity', () => {
  function recordingClient() {
    const sent: Array<{ method: string; url: string; body: unknown }> = [];
    const client = createPublicApiClient({
      getToken: () => null,
      onTokenError: () => {},
      readCookies: () => 'XSRF-TOKEN=t',
      fetch: async (input, init) => {
        sent.push({
          method: init?.method ?? 'GET',
          url: String(input),
          body: JSON.parse(String(init?.body ?? 'null')),
        });
        return new Response(JSON.stringify({ success: true, data: null }), { status: 200 });
      },
    });
    return { client, sent };
  }

  it('sends the entry with a null username and keeps it under the browser key', async () => {
    const { client, sent } = recordingClient();
    const now = new Date(Date.UTC(2026, 10, 22, 3, 4, 5));
    const entry = await sendStartActivity(client, {
      storage: localStorage,
      userAgent: CHROME,
      url: 'http://t67.test/weather',
      applicationId: 'hangar-site',
      now,
      randomUUID: () => 'guid-1',
    });
    expect(sent).toEqual([{ method: 'PUT', url: '/api/AddActivity', body: entry }]);
    expect(entry).toEqual({
      localStorageId: 'guid-1',
      applicationId: 'hangar-site',
      url: 'http://t67.test/weather',
      username: null,
      timeUtc: '2026-11-22T03:04:05.000Z',
    });
    expect(JSON.parse(localStorage.getItem('CH_activityLocal')!)).toEqual(entry);
  });

  it('keeps the browser GUID across starts and replaces a damaged entry', async () => {
    const { client } = recordingClient();
    const opts = { storage: localStorage, userAgent: FIREFOX, url: '/', applicationId: 'a' };
    localStorage.setItem('UN_activityLocal', '{not json');
    const first = await sendStartActivity(client, { ...opts, randomUUID: () => 'g-first' });
    const second = await sendStartActivity(client, { ...opts, randomUUID: () => 'g-second' });
    expect(first.localStorageId).toBe('g-first');
    expect(second.localStorageId).toBe('g-first');
  });
});
