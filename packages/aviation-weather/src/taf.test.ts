import { describe, expect, it } from 'vitest';
import { decodeTaf, decodeTafs, formattedTaf, splitChangeGroups, splitTafProduct } from './taf';
import type { TafForecast } from './types';
import { fixtureTafLines, nwsTafProducts, readFixture } from './test/fixtures';

const NOW = new Date(Date.UTC(2026, 10, 22, 2, 0));

function taf(raw: string, now = NOW): { value: TafForecast; warnings: string[] } {
  const r = decodeTaf(raw, { now });
  if (!r.ok) throw new Error(`expected a decode, got: ${r.error}`);
  return r;
}
const line = (station: string) => {
  const found = fixtureTafLines().find((l) => new RegExp(`^(TAF )?(AMD |COR )?${station} `).test(l.raw));
  if (!found) throw new Error(`no fixture TAF for ${station}`);
  return found.raw;
};

describe('every fixture TAF decodes or is refused with a reason', () => {
  it.each(fixtureTafLines().map((l) => [l.note, l.raw]))('tafs.txt: %s', (_note, raw) => {
    for (const r of decodeTafs(raw, { now: NOW })) {
      if (r.ok) {
        expect(r.value.periods[0]?.kind).toBe('BASE');
        for (const p of r.value.periods) {
          expect(Number.isNaN(p.from.getTime())).toBe(false);
          expect(p.text.length).toBeGreaterThan(10);
        }
      } else expect(r.error.length).toBeGreaterThan(10);
    }
  });

  it.each(nwsTafProducts().map((p) => [p.name, p.text]))('nws-taf-products/%s', (_name, text) => {
    const results = decodeTafs(text, { now: NOW });
    expect(results.length).toBeGreaterThan(0);
    for (const r of results) if (!r.ok) expect(r.error).toMatch(/NIL|old TAF format/);
  });

  it('the refusals are the NIL TAFs and the pre-2008 format, nothing else', () => {
    const refused = fixtureTafLines()
      .flatMap((l) => decodeTafs(l.raw, { now: NOW }))
      .filter((r) => !r.ok);
    expect(refused).toEqual([
      { ok: false, error: 'TGPY: NIL TAF, no forecast issued.' },
      { ok: false, error: 'KAGS: old TAF format (validity 010606, before November 2008) is not supported.' },
    ]);
  });
});

describe('decodeTaf', () => {
  it('multi-line NWS product: WMO header stripped, same forecast as the single line', () => {
    const product = taf(readFixture('nws-taf-products/TAFDSM.txt'));
    const single = taf(line('KDSM'));
    expect(product.value).toEqual(single.value);
    expect(product.value.raw).toBe(
      'TAF KDSM 311721Z 3118/0118 16014KT P6SM OVC007 FM010200 14005KT P6SM BKN015 FM010600 13005KT 1SM BR BKN008 FM010900 08005KT 1/2SM FZFG BKN008 FM011200 06006KT 2SM BR BKN008 FM011500 03007KT P6SM OVC015',
    );
  });

  it('month rollover 31 → 01 (KDSM read in November)', () => {
    const { value } = taf(line('KDSM'));
    expect(value.issued.toISOString()).toBe('2026-10-31T17:21:00.000Z');
    expect(value.validFrom.toISOString()).toBe('2026-10-31T18:00:00.000Z');
    expect(value.validTo.toISOString()).toBe('2026-11-01T18:00:00.000Z');
    expect(
      value.periods.map((p) => [p.kind, p.from.toISOString().slice(5, 16), p.to?.toISOString().slice(5, 16)]),
    ).toEqual([
      ['BASE', '10-31T18:00', '11-01T02:00'],
      ['FM', '11-01T02:00', '11-01T06:00'],
      ['FM', '11-01T06:00', '11-01T09:00'],
      ['FM', '11-01T09:00', '11-01T12:00'],
      ['FM', '11-01T12:00', '11-01T15:00'],
      ['FM', '11-01T15:00', '11-01T18:00'],
    ]);
    expect(value.periods[3]).toMatchObject({
      visibilitySm: 0.5,
      weather: ['FZFG'],
      clouds: [{ cover: 'BKN', baseFt: 800 }],
    });
    expect(value.periods[3]?.text).toBe(
      'From 09:00Z on the 1st: wind 080° at 5 kt, visibility 1/2 SM, freezing fog, broken 800 ft.',
    );
  });

  it('the malformed FM256300 (hour 63) is left out of the periods and named; the rest decodes', () => {
    const { value, warnings } = taf(line('KLBL'));
    expect(value.periods.map((p) => p.raw.split(' ')[0])).toEqual([
      'KLBL',
      'FM250900',
      'FM251100',
      'FM251300',
      'FM251500',
    ]);
    expect(warnings).toEqual([
      'Change group "FM256300" has an impossible start time (day 25, hour 63): its conditions (18011KT 5SM -RA VCTS BKN015CB) are left out of the periods.',
    ]);
    expect(value.periods[2]?.text).toContain('wind shear at 2,000 ft: 220° at 35 kt');
  });

  it('FM with minutes, TEMPO, AMD (KHPN)', () => {
    const { value } = taf(line('KHPN'));
    expect(value.amended).toBe(true);
    const fm = value.periods[1];
    expect(fm?.from.toISOString()).toBe('2026-11-20T10:30:00.000Z');
    const tempo = value.periods[2];
    expect(tempo).toMatchObject({ kind: 'TEMPO', visibilitySm: 0.5, clouds: [{ cover: 'VV', baseFt: 200 }] });
    expect(tempo?.text).toBe(
      'Temporarily between 11:00Z on the 20th and 12:00Z on the 20th: visibility 1/2 SM, fog, vertical visibility 200 ft.',
    );
  });

  it('PROB30, PROB40 TEMPO and BECMG (LSZH), COR (EDDS)', () => {
    const { value } = taf(line('LSZH'));
    expect(value.periods.map((p) => [p.kind, p.probability])).toEqual([
      ['BASE', null],
      ['TEMPO', 30],
      ['BECMG', null],
      ['PROB', 40],
      ['PROB', 30],
      ['BECMG', null],
      ['TEMPO', 40],
    ]);
    expect(value.periods[1]?.text).toMatch(/^30% chance, temporarily between/);
    expect(value.periods[3]?.text).toMatch(
      /^40% chance between .*: visibility 1,500 m, patches of fog, scattered 400 ft\.$/,
    );
    expect(taf(line('EDDS')).value).toMatchObject({ corrected: true, amended: false });
    expect(taf(line('EDDS')).value.periods[0]?.text).toContain('ceiling and visibility OK');
    expect(value.periods[0]).toMatchObject({
      visibilitySm: 6.21,
      visibilityPlus: true,
      visibilityMetres: 10000,
    });
    expect(value.periods[0]?.text).toContain('visibility 10 km or more');
  });

  it('"11/2SM" is 1 1/2 SM, not 5.5 (CZBF)', () => {
    const { value, warnings } = taf(line('CZBF'));
    expect(value.periods[1]?.visibilitySm).toBe(1.5);
    expect(warnings).toEqual(['Visibility "11/2SM" read as 1 1/2SM (a run-together mixed fraction).']);
  });

  it('a malformed wind in a change group is named, not silently lost', () => {
    const { value, warnings } = taf(
      'TAF KAFW 021016Z 0210/0310 12010KT P6SM BKN010 FM021500 200/07KT P6SM SCT020',
    );
    expect(value.periods[1]?.wind).toBeNull();
    expect(warnings).toEqual(['Could not read group "200/07KT" in "FM021500"; ignored.']);
  });

  it('a 3-letter id without the TAF keyword (TOP)', () => {
    expect(taf(line('TOP')).value.station).toBe('TOP');
  });

  it('a product with several TAFs: the first, with a warning; decodeTafs gives all', () => {
    const text = readFixture('nws-taf-products/TAFTPP.txt');
    const r = taf(text);
    expect(r.value.station).toBe('TTPP');
    expect(r.warnings).toContain('6 more TAF(s) in the text; decoded the first (TTPP).');
    expect(decodeTafs(text, { now: NOW }).map((t) => (t.ok ? t.value.station : t.error.slice(0, 4)))).toEqual(
      ['TTPP', 'TTCP', 'TGPY', 'TBPB', 'TLPL', 'TNCC', 'TNCA'],
    );
  });

  it.each([
    ['', /No TAF/],
    ['TAF KXXX', /issue time/],
    ['TAF KXXX 221720Z CNL', /validity|cancelled/],
    ['TAF KXXX 221720Z 2218/2318 CNL', /cancelled/],
    ['TAF TGPY 281600Z NIL=', /NIL/],
  ])('refuses %j', (raw, reason) => {
    const r = decodeTaf(raw, { now: NOW });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(reason);
  });
});

describe('formattedTaf', () => {
  it('one line per change group (PROB30 inside a product line gets its own), with the English periods', () => {
    const r = formattedTaf(readFixture('nws-taf-products/TAFGRR.txt'), { now: NOW });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.formattedData.split('\n')).toEqual([
      'TAF AMD KGRR 121910Z 1219/1318 23009KT P6SM VCTS SCT040CB',
      '     TEMPO 1219/1221 2SM TSRA BKN040CB',
      '     FM122200 24008KT P6SM VCSH SCT040',
      '     PROB30 1222/1223 2SM TSRA BKN040CB',
      '     FM130100 25006KT P6SM SCT050',
      '     FM130600 VRB03KT 5SM BR SCT020',
      '     FM131400 33005KT P6SM SCT020',
    ]);
    expect(r.value.periods.map((p) => p.text)).toEqual([
      'From 19:00Z on the 12th: wind 230° at 9 kt, visibility 6+ SM, thunderstorm in the vicinity, scattered 4,000 ft cumulonimbus.',
      'Temporarily between 19:00Z on the 12th and 21:00Z on the 12th: visibility 2 SM, thunderstorm with rain, broken 4,000 ft cumulonimbus.',
      'From 22:00Z on the 12th: wind 240° at 8 kt, visibility 6+ SM, showers in the vicinity, scattered 4,000 ft.',
      '30% chance between 22:00Z on the 12th and 23:00Z on the 12th: visibility 2 SM, thunderstorm with rain, broken 4,000 ft cumulonimbus.',
      'From 01:00Z on the 13th: wind 250° at 6 kt, visibility 6+ SM, scattered 5,000 ft.',
      'From 06:00Z on the 13th: wind variable at 3 kt, visibility 5 SM, mist, scattered 2,000 ft.',
      'From 14:00Z on the 13th: wind 330° at 5 kt, visibility 6+ SM, scattered 2,000 ft.',
    ]);
    expect(r.value.forecast.station).toBe('KGRR');
  });

  it('keeps the malformed group as a line of its own', () => {
    const r = formattedTaf(line('KLBL'), { now: NOW });
    expect(r.ok && r.value.formattedData.split('\n')[1]).toBe('     FM256300 18011KT 5SM -RA VCTS BKN015CB');
  });

  it('refuses what decodeTaf refuses', () => {
    expect(formattedTaf('TAF TGPY 281600Z NIL=')).toEqual({
      ok: false,
      error: 'TGPY: NIL TAF, no forecast issued.',
    });
  });
});

describe('splitting', () => {
  it('a collective under one TAF AMD heading gives each report the heading', () => {
    expect(
      splitTafProduct(readFixture('nws-taf-products/TAF_collective.txt')).map((r) => r.slice(0, 17)),
    ).toEqual(['TAF AMD PAGK 0619', 'TAF AMD PAKN 0619']);
  });
  it('PROB30 TEMPO stays one group', () => {
    expect(
      splitChangeGroups(
        'TAF LSZH 292025Z 2921/3103 VRB03KT 9999 PROB30 TEMPO 2921/2923 SHRA BECMG 3001/3004 4000',
      ),
    ).toEqual([
      'TAF LSZH 292025Z 2921/3103 VRB03KT 9999',
      'PROB30 TEMPO 2921/2923 SHRA',
      'BECMG 3001/3004 4000',
    ]);
  });
});
