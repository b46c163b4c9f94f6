import { crosswinds } from '@hangar/aviation-weather';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FixtureWeather } from '../fixtures/weather-fixtures';
import { RunwayWind } from './runway-wind';
import { RunwayWindDiagram } from './runway-wind-diagram';
import { runwayStrips, runwayWindModel, sectorOf, type DiagramWind } from './runway-wind-model';

const wind = (directionTrue: number | null, speedKt: number, gustKt: number | null = null): DiagramWind => ({
  directionTrue,
  speedKt,
  gustKt,
  isVariable: directionTrue === null && speedKt > 0,
  isCalm: speedKt === 0,
});

/** The angle (degrees clockwise from north) from point b towards point a, in SVG coordinates (y down). */
const bearing = (ax: number, ay: number, bx: number, by: number) =>
  ((Math.atan2(ax - bx, -(ay - by)) * 180) / Math.PI + 360) % 360;

describe('the runway wind model against the crosswind numbers of aviation-weather', () => {
  it('170/20 with 3° E: runway 14 has 18 kt headwind and 9 kt from the right, 32 the same as tailwind from the left', () => {
    // The fixtures README's hand numbers: headwind 17.82, crosswind +9.08 on 14.
    const model = runwayWindModel(wind(170, 20), [140, 320], 3);
    expect(model.ends).toMatchObject([
      { runway: '14', headwindKt: 18, crosswindKt: 9, side: 'right', favoured: true },
      { runway: '32', headwindKt: -18, crosswindKt: 9, side: 'left', favoured: false },
    ]);
    expect(model.favoured?.runway).toBe('14');
    expect(model.arrowFromTrue).toBe(170);
    expect(model.label).toBe(
      'Wind from 170 degrees true at 20 knots. Runway 14: 18 knots headwind, 9 knots crosswind from the right. ' +
        'Runway 32: 18 knots tailwind, 9 knots crosswind from the left. Runway 14 is favoured.',
    );
  });

  it('200/15G25 with 3° E: 8 kt headwind (gust 14) and 13 kt from the right (gust 21) on 14', () => {
    const model = runwayWindModel(wind(200, 15, 25), [140, 320], 3);
    const [r14] = crosswinds({ ...wind(200, 15, 25), variableFrom: null, variableTo: null }, [140, 320], {
      magneticVariation: 3,
    });
    expect(r14?.crosswindKt).toBeCloseTo(12.58, 2);
    expect(model.ends[0]).toMatchObject({
      runway: '14',
      headwindKt: 8,
      gustHeadwindKt: 14,
      crosswindKt: 13,
      gustCrosswindKt: 21,
      side: 'right',
      favoured: true,
    });
    expect(model.gustKt).toBe(25);
    expect(model.ends[0]?.words).toBe(
      'Runway 14: 8 knots headwind, 13 knots crosswind from the right, gusts 21 knots crosswind',
    );
  });

  it('230/10 with no variation: a pure crosswind on 14/32, no headwind, so no end is favoured', () => {
    const model = runwayWindModel(wind(230, 10), [140, 320], 0);
    expect(model.ends.map((e) => [e.runway, e.headwindKt, e.crosswindKt, e.side])).toEqual([
      ['14', 0, 10, 'right'],
      ['32', 0, 10, 'left'],
    ]);
    expect(model.favoured).toBeNull();
    expect(model.label).toMatch(/No runway is favoured\.$/);
  });

  it('calm: no arrow, no favoured end, "Any runway"', () => {
    const model = runwayWindModel(wind(null, 0), [140, 320], 3);
    expect(model).toMatchObject({ calm: true, arrowFromTrue: null, favoured: null });
    expect(model.label).toBe('Wind calm. Any runway.');
  });

  it('VRB: no arrow, the worst-case crosswind (the full speed) on every end', () => {
    const model = runwayWindModel(wind(null, 6), [140, 320], 3);
    expect(model.variable).toBe(true);
    expect(model.ends.map((e) => e.crosswindKt)).toEqual([6, 6]);
    expect(model.label).toMatch(/^Wind variable at 6 knots\./);
  });

  it('a variable sector: the arc, and the worst crosswind over it', () => {
    expect(sectorOf('KCWC 021015Z AUTO 17011G15KT 120V180 10SM')).toEqual({ from: 120, to: 180 });
    expect(sectorOf('KAFW 021016Z 12007KT 7SM')).toBeNull();
    // A remark's variable ceiling is not a wind sector.
    expect(sectorOf('KFTW 020953Z 11006KT 8SM OVC009 20/18 A3006 RMK AO2 CIG 007V011')).toBeNull();
    const model = runwayWindModel(
      { ...wind(170, 11, 15), variableFrom: 120, variableTo: 180 },
      [140, 320],
      3,
    );
    expect(model.sector).toEqual({ fromTrue: 120, toTrue: 180 });
    // Over 120–180° true the wind is up to 37° off runway 14 (magnetic): 15 × sin 37° = 9 kt of gust crosswind.
    expect(model.ends[0]?.gustCrosswindKt).toBe(9);
  });

  it('any runway list: ends pair into strips by opposite headings', () => {
    const strips = runwayStrips([170, 350, 140, 320, 90], 3);
    expect(strips.map((s) => [s.ends.map((e) => e.runway), s.axisTrue])).toEqual([
      [['17', '35'], 173],
      [['14', '32'], 143],
      [['09'], 93],
    ]);
    const model = runwayWindModel(
      wind(180, 10),
      [
        { runway: '18L', headingMag: 177 },
        { runway: '36R', headingMag: 357 },
      ],
      0,
    );
    expect(model.favoured?.runway).toBe('18L');
  });
});

describe('the drawn diagram', () => {
  it('draws the arrow from the wind direction and the runway at its true heading, labelled in words', () => {
    const { container } = render(
      <RunwayWindDiagram wind={wind(170, 20)} runways={[140, 320]} magneticVariation={3} />,
    );
    const svg = screen.getByRole('img');
    expect(svg).toHaveAccessibleName(
      /^Wind from 170 degrees true at 20 knots\. Runway 14: 18 knots headwind/,
    );
    const line = container.querySelector('[data-slot="wind-arrow"] line')!;
    const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((a) => Number(line.getAttribute(a)));
    // The arrow's tail is on the ring where the wind comes from; it points at the centre.
    expect(bearing(x1!, y1!, x2!, y2!)).toBeCloseTo(170, 0);
    const strip = container.querySelector('[data-slot="runway-strip"] line')!;
    const [s1, t1, s2, t2] = ['x1', 'y1', 'x2', 'y2'].map((a) => Number(strip.getAttribute(a)));
    expect(bearing(s1!, t1!, s2!, t2!)).toBeCloseTo(143, 0);
    // Runway 14's number is painted at the north-west end, where aircraft land heading 140.
    const fourteen = [...container.querySelectorAll('[data-slot="runway-number"]')].find(
      (t) => t.textContent === '14',
    )!;
    expect(Number(fourteen.getAttribute('x'))).toBeLessThan(110);
    expect(fourteen).toHaveAttribute('data-favoured', 'true');
    expect(container.querySelector('[data-slot="wind-gust"]')).toBeNull();
    const ends = screen.getAllByRole('listitem');
    expect(ends[0]).toHaveTextContent('Rwy 14 18 kt head, 9 kt cross from right favoured');
    expect(ends[1]).toHaveTextContent('Rwy 32 18 kt tail, 9 kt cross from left');
  });

  it('a gust is a second mark; a sector an arc', () => {
    const { container } = render(
      <RunwayWindDiagram
        wind={{ ...wind(170, 11, 15), variableFrom: 120, variableTo: 180 }}
        runways={[140, 320]}
        magneticVariation={3}
      />,
    );
    expect(container.querySelector('[data-slot="wind-gust"]')).not.toBeNull();
    expect(container.querySelector('[data-slot="wind-sector"]')).not.toBeNull();
  });

  it('the connected widget reads the KAFW report and says the verdict against the default minimums', async () => {
    const { container } = render(
      <FixtureWeather scenario={{ crosswind: 'kafw' }}>
        <RunwayWind />
      </FixtureWeather>,
    );
    // KAFW 12007KT, MVFR: runway 14 favoured, 2 kt crosswind; MVFR is below the default VFR minimum.
    expect(await screen.findByRole('img')).toHaveAccessibleName(/Runway 14 is favoured\.$/);
    expect(container.querySelector('[data-slot="minimums-verdict-text"]')).toHaveTextContent(
      'Outside your minimums: MVFR (min VFR)',
    );
  });
});
