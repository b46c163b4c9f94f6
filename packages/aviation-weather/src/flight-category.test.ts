// Flight category of every recorded METAR and at each boundary of the FAA table (ceiling and visibility).
import { describe, expect, it } from 'vitest';
import { decodeMetar, flightCategory } from './metar';
import { edgeCaseMetars, northTexasMetars } from './test/fixtures';

// Read from each report by the FAA table (LIFR below 500 ft or 1 SM, IFR below 1,000 ft or 3 SM, MVFR to
// 3,000 ft and 5 SM inclusive, VFR above). FIMP's "4000E" is not a visibility group this decoder reads: its
// category comes from the ceiling alone (the decode warns). KDMH, MUCL and KGWW report neither: none.
const EXPECTED = new Map<string, string | null>([
  ['CYWG 172000Z', 'LIFR'],
  ['EGPU 251820Z', 'VFR'],
  ['FIMP 191000Z', 'VFR'],
  ['K0F2 021015Z', 'IFR'],
  ['K13K 021015Z', 'MVFR'],
  ['K1F0 021015Z', 'IFR'],
  ['K3AU 021015Z', 'MVFR'],
  ['K4O4 021015Z', 'IFR'],
  ['KAAO 021017Z', 'MVFR'],
  ['KADH 021015Z', 'LIFR'],
  ['KADS 021015Z', 'MVFR'],
  ['KAFW 021016Z', 'MVFR'],
  ['KAFW 112253Z', 'VFR'],
  ['KAVK 021015Z', 'MVFR'],
  ['KAXS 021015Z', 'LIFR'],
  ['KBEC 021015Z', 'MVFR'],
  ['KBKN 021015Z', 'IFR'],
  ['KBTV 312354Z', 'VFR'],
  ['KBVO 020953Z', 'MVFR'],
  ['KCDS 020953Z', 'LIFR'],
  ['KCFV 020952Z', 'MVFR'],
  ['KCHK 021015Z', 'IFR'],
  ['KCLK 021015Z', 'IFR'],
  ['KCLT 022052Z', 'VFR'],
  ['KCLT 052204Z', 'VFR'],
  ['KCNU 021017Z', 'MVFR'],
  ['KCOT 292020Z', 'MVFR'],
  ['KCQB 021015Z', 'IFR'],
  ['KCSM 021001Z', 'LIFR'],
  ['KCUH 021015Z', 'MVFR'],
  ['KCWC 021015Z', 'MVFR'],
  ['KDAL 021024Z', 'IFR'],
  ['KDEQ 021006Z', 'IFR'],
  ['KDFW 020953Z', 'MVFR'],
  ['KDMH 312354Z', null],
  ['KDTO 021000Z', 'MVFR'],
  ['KDUA 021015Z', 'LIFR'],
  ['KDUC 021015Z', 'IFR'],
  ['KELK 021015Z', 'LIFR'],
  ['KEND 021010Z', 'MVFR'],
  ['KEQA 021015Z', 'MVFR'],
  ['KEWK 021015Z', 'VFR'],
  ['KF00 021015Z', 'LIFR'],
  ['KF05 021020Z', 'IFR'],
  ['KF46 021015Z', 'IFR'],
  ['KFCI 200356Z', 'VFR'],
  ['KFDR 020953Z', 'MVFR'],
  ['KFSM 020953Z', 'MVFR'],
  ['KFTW 020953Z', 'IFR'],
  ['KFWS 021015Z', 'IFR'],
  ['KFYV 020953Z', 'MVFR'],
  ['KGAG 021009Z', 'IFR'],
  ['KGCM 021015Z', 'MVFR'],
  ['KGKY 020953Z', 'MVFR'],
  ['KGMJ 021015Z', 'MVFR'],
  ['KGOK 020953Z', 'IFR'],
  ['KGPM 021015Z', 'MVFR'],
  ['KGWW 191150Z', null],
  ['KMIA 112253Z', 'VFR'],
  ['KMVL 312354Z', 'IFR'],
  ['KPHF 191054Z', 'MVFR'],
  ['KPVG 181956Z', 'VFR'],
  ['KSPS 081352Z', 'MVFR'],
  ['KTKC 312355Z', 'VFR'],
  ['KTKI 071653Z', 'VFR'],
  ['LFLL 160730Z', 'LIFR'],
  ['LFPG 212030Z', 'VFR'],
  ['LFRS 101630Z', 'VFR'],
  ['LTFE 200420Z', 'LIFR'],
  ['METAR HRYR 032100Z', 'VFR'],
  ['MUCL 090905Z', null],
  ['SPECI CYYE 081253Z', 'LIFR'],
]);

const key = (raw: string) =>
  raw
    .split(' ')
    .slice(0, /^(METAR|SPECI) /.test(raw) ? 3 : 2)
    .join(' ');

describe('flight category of the recorded METARs', () => {
  const reports = [...northTexasMetars(), ...edgeCaseMetars().map((e) => e.raw)]
    .map((raw) => ({ raw, decoded: decodeMetar(raw, { now: new Date('2026-11-02T10:20:00Z') }) }))
    .filter((r) => r.decoded.ok);

  it('covers every report that decodes', () => {
    expect(new Set(reports.map((r) => key(r.raw)))).toEqual(new Set(EXPECTED.keys()));
  });

  it.each(reports.map((r) => [key(r.raw), r] as const))('%s', (name, { decoded }) => {
    expect(decoded.ok && decoded.value.flightCategory).toBe(EXPECTED.get(name));
  });
});

describe('flight category at the boundaries', () => {
  const cat = (ceilingFt: number | null, visibilitySm: number | null, skyKnown = true) =>
    flightCategory({ ceilingFt, visibilitySm, skyKnown });

  it.each([
    [499, 'LIFR'],
    [500, 'IFR'],
    [999, 'IFR'],
    [1000, 'MVFR'],
    [3000, 'MVFR'],
    [3100, 'VFR'],
  ] as const)('ceiling exactly %i ft with 10 SM is %s', (ceiling, expected) => {
    expect(cat(ceiling, 10).category).toBe(expected);
  });

  it.each([
    [0.75, 'LIFR'],
    [1, 'IFR'],
    [2.5, 'IFR'],
    [3, 'MVFR'],
    [5, 'MVFR'],
    [6, 'VFR'],
  ] as const)('visibility exactly %s SM under a clear sky is %s', (sm, expected) => {
    expect(cat(null, sm).category).toBe(expected);
  });

  it('the worse of the two wins', () => {
    expect(cat(500, 5).category).toBe('IFR');
    expect(cat(3000, 1).category).toBe('IFR');
    expect(cat(5000, 0.5).category).toBe('LIFR');
  });

  it('visibility missing: from the ceiling alone, marked partial', () => {
    expect(cat(800, null)).toEqual({ category: 'IFR', partial: 'ceiling-only' });
    expect(cat(null, null)).toEqual({ category: 'VFR', partial: 'ceiling-only' });
  });

  it('sky missing: from the visibility alone, marked partial', () => {
    expect(cat(null, 3, false)).toEqual({ category: 'MVFR', partial: 'visibility-only' });
  });

  it('neither: no category', () => {
    expect(cat(null, null, false)).toEqual({ category: null, partial: null });
  });

  it('a report read end to end: ceiling exactly 1,000 ft and visibility exactly 3 SM is MVFR', () => {
    const d = decodeMetar('KAFW 021016Z 12007KT 3SM BR OVC010 20/18 A3006', {
      now: new Date('2026-11-02T10:20:00Z'),
    });
    expect(d.ok && d.value.flightCategory).toBe('MVFR');
  });
});
