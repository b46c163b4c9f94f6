import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hicksConfig } from '../fixtures/weather-fixtures';
import { useAge } from './use-age';
import { WeatherProvider } from './weather-provider';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function Age({ iso }: { iso: string }) {
  return <p>{useAge(iso) ?? 'no age'}</p>;
}

describe('useAge', () => {
  it('recomputes the displayed age every 30 seconds without a refetch', () => {
    let now = new Date('2026-11-02T10:28:00Z');
    const clock = () => now;
    render(
      <WeatherProvider
        config={hicksConfig}
        clock={clock}
        fetcher={async () => ({ success: false, error: 'unused' })}
      >
        <Age iso="2026-11-02T10:16:00Z" />
        <Age iso="2026-11-02T08:58:00Z" />
        <Age iso="not a time" />
      </WeatherProvider>,
    );
    expect(screen.getByText('12m')).toBeInTheDocument();
    expect(screen.getByText('1h 30m')).toBeInTheDocument();
    expect(screen.getByText('no age')).toBeInTheDocument();
    now = new Date('2026-11-02T10:29:00Z');
    act(() => vi.advanceTimersByTime(29_000));
    expect(screen.getByText('12m')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('13m')).toBeInTheDocument();
    expect(screen.getByText('1h 31m')).toBeInTheDocument();
  });
});
