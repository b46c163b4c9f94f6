import { describe, expect, it } from 'vitest';
import { cacheBust, clampWidth } from './images';

describe('clampWidth', () => {
  it('keeps the radar between 350 and 900 px and defaults to 800 before it is measured', () => {
    expect(clampWidth(undefined, 350, 900, 800)).toBe(800);
    expect(clampWidth(0, 350, 900, 800)).toBe(800);
    expect(clampWidth(200, 350, 900, 800)).toBe(350);
    expect(clampWidth(1400, 350, 900, 800)).toBe(900);
    expect(clampWidth(612.4, 350, 900, 800)).toBe(612);
  });
});

describe('cacheBust', () => {
  it('adds a fresh query to remote images, keeping their own query and hash', () => {
    expect(cacheBust('https://radar.weather.gov/ridge/standard/KFWS_loop.gif', 17)).toBe(
      'https://radar.weather.gov/ridge/standard/KFWS_loop.gif?_=17',
    );
    expect(cacheBust('https://x.example/map.png?size=2#top', 'a b')).toBe(
      'https://x.example/map.png?size=2&_=a%20b#top',
    );
  });

  it('leaves local data: images alone', () => {
    expect(cacheBust('data:image/svg+xml,<svg/>', 1)).toBe('data:image/svg+xml,<svg/>');
  });
});
