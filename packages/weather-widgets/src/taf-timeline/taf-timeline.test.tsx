import type { TafResponse } from '@hangar/aviation-weather';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { weatherData } from '../fixtures/weather-fixtures';
import { TafTimelineChart } from './taf-timeline';
import { tafTimelineModel } from './taf-timeline-model';

const gusty = weatherData.taf.gusty as TafResponse;
const long = weatherData.taf.long as TafResponse;

describe('the TAF time line', () => {
  it('places KGRI groups on its validity, the prevailing ones back to back, the TEMPO over them', () => {
    const model = tafTimelineModel(gusty, new Date('2026-11-23T05:00:00Z'))!;
    expect(model.from.toISOString()).toBe('2026-11-22T20:00:00.000Z');
    expect(model.to.toISOString()).toBe('2026-11-23T18:00:00.000Z');
    expect(
      model.segments.map((s) => [s.kind, s.row, s.category, +s.start.toFixed(3), +s.end.toFixed(3)]),
    ).toEqual([
      ['BASE', 'prevailing', 'MVFR', 0, 0.182], // 20Z–00Z of 22 hours
      ['TEMPO', 'change', 'IFR', 0, 0.182],
      ['FM', 'prevailing', 'IFR', 0.182, 0.591],
      ['FM', 'prevailing', 'LIFR', 0.591, 0.682],
      ['FM', 'prevailing', 'LIFR', 0.682, 1],
    ]);
    expect(model.segments[2]?.words).toBe('From 00:00Z: IFR, wind 040° 14G22KT');
    expect(model.segments[1]?.words).toBe('Temporarily 20:00Z to 00:00Z: IFR');
    // Nine hours into twenty-two.
    expect(model.now).toBeCloseTo(9 / 22, 4);
    expect(model.ticks.map((t) => t.label)).toEqual(['21Z', '00Z', '03Z', '06Z', '09Z', '12Z', '15Z', '18Z']);
  });

  it('has no now-line outside the forecast', () => {
    expect(tafTimelineModel(gusty, new Date('2026-11-24T00:00:00Z'))?.now).toBeNull();
  });

  it('draws each group as what it is and reads them all in the label', () => {
    const { container } = render(<TafTimelineChart taf={long} now={new Date('2026-11-20T12:30:00Z')} />);
    const kinds = [...container.querySelectorAll('[data-slot="taf-segment"]')].map((g) =>
      g.getAttribute('data-kind'),
    );
    expect(kinds).toEqual(['BASE', 'FM', 'FM', 'FM', 'FM', 'FM', 'FM', 'FM', 'FM', 'TEMPO', 'TEMPO']);
    // TEMPO is a dashed block, never solid.
    const tempo = container.querySelector('[data-kind="TEMPO"] rect');
    expect(tempo).toHaveAttribute('stroke-dasharray', '4 3');
    expect(container.querySelector('[data-slot="taf-now"]')).not.toBeNull();
    expect(screen.getByRole('img')).toHaveAccessibleName(
      /^KHPN forecast on a time line\. From 10:00Z: MVFR, wind 160° 5KT\. From 10:30Z: LIFR, wind 130° 5KT\./,
    );
  });

  it('an answer without period times (an older API) draws nothing', () => {
    const old = {
      ...gusty,
      validFrom: undefined,
      periods: gusty.periods.map(({ kind, text, raw }) => ({ kind, text, raw })),
    };
    const { container } = render(<TafTimelineChart taf={old} now={new Date()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
