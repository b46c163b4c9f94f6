import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WindHistoryChart, windHistoryPaths, type WindHistoryPoint } from './wind-history-chart';

const end = new Date('2026-11-02T12:00:00Z');
const at = (hoursAgo: number) => new Date(end.getTime() - hoursAgo * 3_600_000).toISOString();
const points: WindHistoryPoint[] = [
  { time: at(30), speedKt: 40, gustKt: null, crosswindKt: 30 }, // outside the 24 hours
  { time: at(12), speedKt: 7, gustKt: null, crosswindKt: 3 },
  { time: at(0), speedKt: 16, gustKt: 22, crosswindKt: 9 },
  { time: at(6), speedKt: 12, gustKt: 18, crosswindKt: 6 },
];

describe('the wind history chart', () => {
  it('keeps the last 24 hours in time order on a scale rounded up to 5 kt', () => {
    const chart = windHistoryPaths(points, end, 24);
    expect(chart.shown.map((p) => p.speedKt)).toEqual([7, 12, 16]);
    expect(chart.maxKt).toBe(25);
    // Half-way along the axis for 12 hours ago; the right edge for now; 0 kt at the bottom.
    expect(chart.x(at(12))).toBe(190);
    expect(chart.x(at(0))).toBe(354);
    expect(chart.y(0)).toBe(122);
    expect(chart.wind.split(' ')).toHaveLength(3);
    expect(chart.gusts.map((g) => g.kt)).toEqual([18, 22]);
  });

  it('says the peaks in words', () => {
    render(<WindHistoryChart points={points} end={end} runwayName="runway 14/32" />);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Wind over the last 24 hours, 3 observations: wind up to 16 knots, gusts up to 22 knots, crosswind on runway 14/32 up to 9 knots.',
    );
  });

  it('with one observation it says so instead of drawing a line', () => {
    render(<WindHistoryChart points={points.slice(2, 3)} end={end} runwayName="runway 14/32" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(/^Only one observation in the last 24 hours so far/)).toBeInTheDocument();
  });
});
