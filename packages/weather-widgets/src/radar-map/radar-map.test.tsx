import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TfrMaps } from '../tfr-maps';
import { DEFAULT_RADAR_URL, RadarMap } from './radar-map';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('RadarMap', () => {
  it('loads the KFWS loop with a cache-busting query and asks again every 60 s', () => {
    render(<RadarMap />);
    const image = screen.getByRole('img');
    const first = image.getAttribute('src')!;
    expect(first.startsWith(`${DEFAULT_RADAR_URL}?_=`)).toBe(true);
    // Before any measurement it is drawn at the default 800 px.
    expect(image).toHaveAttribute('width', '800');
    act(() => vi.advanceTimersByTime(59_000));
    expect(image.getAttribute('src')).toBe(first);
    act(() => vi.advanceTimersByTime(1_000));
    expect(image.getAttribute('src')).not.toBe(first);
  });
});

describe('TfrMaps', () => {
  it('turns a tile whose image fails into a link card, and tries the image again at the next refresh', () => {
    render(
      <TfrMaps tiles={[{ title: 'DFW', imageUrl: 'https://maps.example/dfw.png' }, { title: 'Texas' }]} />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['https://tfr.faa.gov', 'https://tfr.faa.gov']);
    expect(screen.getAllByText(/Map unavailable here/)).toHaveLength(1);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getAllByText(/Map unavailable here/)).toHaveLength(2);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('img').getAttribute('src')).toMatch(/^https:\/\/maps\.example\/dfw\.png\?_=/);
  });
});
