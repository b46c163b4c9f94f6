import { describe, expect, it } from 'vitest';
import { readListingsMessage } from './listings-messages';

const frame = { name: 'listings window' };
const url = 'https://listings.example.com/hangars?airport=T67';

describe('readListingsMessage', () => {
  it('accepts a known request from the listings frame', () => {
    expect(
      readListingsMessage(
        {
          origin: 'https://listings.example.com',
          source: frame as never,
          data: { type: 'navigate', path: '/weather' },
        },
        url,
        frame,
      ),
    ).toEqual({
      type: 'navigate',
      path: '/weather',
    });
  });

  it('ignores other origins, other windows, unknown types and paths outside the airport face', () => {
    const ok = {
      origin: 'https://listings.example.com',
      source: frame as never,
      data: { type: 'navigate', path: '/weather' },
    };
    expect(readListingsMessage({ ...ok, origin: 'https://evil.example.com' }, url, frame)).toBeNull();
    expect(readListingsMessage({ ...ok, origin: 'http://listings.example.com' }, url, frame)).toBeNull();
    expect(readListingsMessage({ ...ok, source: {} as never }, url, frame)).toBeNull();
    expect(readListingsMessage({ ...ok, data: { type: 'eval', path: '/weather' } }, url, frame)).toBeNull();
    expect(
      readListingsMessage({ ...ok, data: { type: 'navigate', path: '/systemadmin/users' } }, url, frame),
    ).toBeNull();
    expect(readListingsMessage({ ...ok, data: 'navigate:/weather' }, url, frame)).toBeNull();
    expect(readListingsMessage(ok, 'not a url', frame)).toBeNull();
    expect(readListingsMessage(ok, url, null)).toBeNull();
  });

  it("takes a relative listings URL (the default /listings) as the site's own origin", () => {
    const own = {
      origin: 'https://t67.example',
      source: frame as never,
      data: { type: 'navigate', path: '/tfr' },
    };
    expect(readListingsMessage(own, '/listings', frame, 'https://t67.example/about')).toEqual({
      type: 'navigate',
      path: '/tfr',
    });
    // The same origin, but not the frame's window (the page itself): ignored.
    expect(
      readListingsMessage({ ...own, source: {} as never }, '/listings', frame, 'https://t67.example/'),
    ).toBeNull();
    expect(
      readListingsMessage(
        { ...own, origin: 'https://other.example' },
        '/listings',
        frame,
        'https://t67.example/',
      ),
    ).toBeNull();
  });
});
