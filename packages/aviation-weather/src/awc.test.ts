import { describe, expect, it } from 'vitest';
import { decodeAwcMetar, decodeAwcTaf, validateAwcMetarRecord } from './awc';
import { readFixture } from './test/fixtures';

const metarRecords = (): Array<Record<string, unknown>> =>
  JSON.parse(readFixture('aviationweather/awc_metar_json_KBOS_KMCI_KORD_2026-05-20.json'));
const tafRecords = (): Array<Record<string, unknown>> =>
  JSON.parse(readFixture('aviationweather/awc_taf_json_KORD_KBOS_KMCI_2026-05-20.json'));
const kbos = () => metarRecords().find((r) => r.icaoId === 'KBOS') as Record<string, unknown>;

describe('decodeAwcMetar on the recorded aviationweather.gov records', () => {
  it('every record decodes with no disagreement: obsTime seconds, altim hPa, visib "10+"', () => {
    for (const record of metarRecords()) {
      const r = decodeAwcMetar(record);
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      expect(r.warnings).toEqual([]);
      expect(r.value.time.getTime()).toBe((record.obsTime as number) * 1000);
      expect(r.value.visibilityPlus).toBe(true);
      expect(Math.abs((r.value.altimeterHpa ?? 0) - (record.altim as number))).toBeLessThanOrEqual(0.6);
    }
  });

  it('KBOS: 200954Z resolves to 2026-05-20 09:54Z, A2987 is 29.87 inHg / 1011.5 hPa (the record says 1011.6)', () => {
    const r = decodeAwcMetar(kbos());
    expect(r.ok && r.value).toMatchObject({
      station: 'KBOS',
      altimeterInHg: 29.87,
      altimeterHpa: 1011.5,
      visibilitySm: 10,
      temperatureC: 20,
    });
    expect(r.ok && r.value.time.toISOString()).toBe('2026-05-20T09:54:00.000Z');
  });

  it('the raw report wins where the record disagrees, and the disagreement is a warning', () => {
    const r = decodeAwcMetar({ ...kbos(), temp: 25, wdir: 'VRB', altim: 1020.1 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.temperatureC).toBe(20);
    expect(r.value.wind?.directionTrue).toBe(210);
    expect(r.value.altimeterHpa).toBe(1011.5);
    expect(r.warnings).toHaveLength(3);
    expect(r.warnings[0]).toBe(
      'aviationweather.gov temp 25 disagrees with the raw report (20); using the raw report.',
    );
  });

  it('a record whose raw report cannot be decoded falls back to its own fields, converted', () => {
    const r = decodeAwcMetar({ ...kbos(), rawOb: 'garbage' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({
      station: 'KBOS',
      altimeterHpa: 1011.6,
      altimeterInHg: 29.87,
      visibilitySm: 10,
      visibilityPlus: true,
      temperatureC: 20,
      wind: { directionTrue: 210, speedKt: 9 },
    });
    expect(r.warnings[0]).toMatch(/raw report could not be decoded/);
  });

  it('wdir "VRB" agrees with a raw VRB wind; an absent wdir is no disagreement', () => {
    const vrb = decodeAwcMetar({
      ...kbos(),
      rawOb: 'METAR KBOS 200954Z VRB03KT 10SM FEW170 20/18 A2987',
      wdir: 'VRB',
      wspd: 3,
    });
    expect(vrb.ok && vrb.value.wind).toMatchObject({ isVariable: true, directionTrue: null, speedKt: 3 });
    expect(vrb.ok && vrb.warnings).toEqual([]);
    const { wdir: _wdir, ...noWdir } = kbos();
    expect(decodeAwcMetar(noWdir)).toMatchObject({ ok: true, warnings: [] });
  });

  it('a NIL report without measured fields is refused, not turned into an empty observation', () => {
    const nil = {
      icaoId: 'SVMC',
      rawOb: 'METAR SVMC 211703Z AUTO NIL',
      obsTime: 1779270840,
      temp: null,
      wspd: null,
      visib: null,
      altim: null,
    };
    const r = decodeAwcMetar(nil);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/NIL/);
  });

  it('accepts wdir "VRB" or absent and visib as a number', () => {
    const { wdir: _wdir, ...noWdir } = kbos();
    expect(validateAwcMetarRecord(noWdir).ok).toBe(true);
    expect(validateAwcMetarRecord({ ...kbos(), wdir: 'VRB', visib: 6.21 }).ok).toBe(true);
  });

  it.each([
    [null, /expected an object/],
    [{ icaoId: 'KBOS' }, /rawOb: expected text.*obsTime: expected a number/],
    [{ ...metarRecords()[0], obsTime: '2026-05-20T09:54:00Z' }, /obsTime: expected a number/],
    [{ ...metarRecords()[0], visib: 'ten' }, /visib/],
    [{ ...metarRecords()[0], wdir: 'N' }, /wdir/],
  ])('refuses a record of another shape (%#)', (record, reason) => {
    const r = decodeAwcMetar(record);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(reason);
  });
});

describe('decodeAwcTaf', () => {
  it('decodes rawTAF with the issue time from the record', () => {
    const results = tafRecords().map(decodeAwcTaf);
    expect(
      results.map((r) => r.ok && [r.value.station, r.value.issued.toISOString(), r.value.periods.length]),
    ).toEqual([
      ['KORD', '2026-05-20T08:52:00.000Z', 3],
      ['KBOS', '2026-05-20T08:46:00.000Z', 7],
      ['KMCI', '2026-05-20T05:20:00.000Z', 2],
    ]);
    // The periods match the record's own decoded forecast times.
    const kbosRecord = tafRecords()[1] as { fcsts: Array<{ timeFrom: number }> };
    const kbosTaf = results[1];
    expect(kbosTaf?.ok && kbosTaf.value.periods.map((p) => p.from.getTime() / 1000)).toEqual(
      kbosRecord.fcsts.map((f) => f.timeFrom),
    );
  });
});
