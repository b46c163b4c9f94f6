import { describe, expect, it } from 'vitest';
import { decodeMetar } from './metar';
import { decodedMetarText } from './metar-text';
import { weatherWords } from './weather-words';
import { edgeCaseMetars, findMetar } from './test/fixtures';

const text = (raw: string) => {
  const r = decodeMetar(raw, { now: new Date(Date.UTC(2026, 10, 22)) });
  if (!r.ok) throw new Error(r.error);
  return decodedMetarText(r.value);
};

describe('decodedMetarText', () => {
  it('the hot KAFW report, line by line', () => {
    expect(
      text(
        findMetar(
          'KAFW',
          edgeCaseMetars().map((e) => e.raw),
        ),
      ).split('\n'),
    ).toEqual([
      'Report for KAFW at 2026-11-11 22:53 UTC',
      'Wind: from 140° true at 13 kt (15 mph)',
      'Visibility: 10 or more statute miles',
      'Sky: few clouds at 6,000 ft, broken clouds at 12,000 ft, broken clouds at 25,000 ft; ceiling 12,000 ft',
      'Weather: none reported',
      'Temperature: 97°F (36°C)',
      'Dewpoint: 70°F (21°C)',
      'Relative humidity: 42%', // Magnus: 100·e(21)/e(36) = 41.8
      'Altimeter: 29.76 inHg (1007.8 hPa)',
      'Flight category: VFR',
      'Remarks: AO2 LTG DSNT SE-SW SLP060 T03610206 $',
      'Raw: KAFW 112253Z 14013KT 10SM FEW060 BKN120 BKN250 36/21 A2976 RMK AO2 LTG DSNT SE-SW SLP060 T03610206 $',
    ]);
  });

  it('gusts in kt and mph, a variable sector, thunderstorm words, negative temperatures', () => {
    const cwc = text(findMetar('KCWC'));
    expect(cwc).toContain(
      'Wind: from 170° true at 11 kt (13 mph), gusting 15 kt (17 mph), varying between 120° and 180°',
    );
    expect(text(findMetar('KEWK'))).toContain('Weather: thunderstorm with light rain');
    const btv = text(findMetar('KBTV'));
    expect(btv).toContain('Temperature: 23°F (-5°C)');
    expect(btv).toContain('Dewpoint: 9°F (-13°C)');
  });

  it('fractions, less-than, calm, variable, SPECI, missing groups', () => {
    expect(text(findMetar('KCSM'))).toContain('Visibility: 2 1/2 statute miles');
    expect(text('KXXX 221000Z 00000KT M1/4SM FG VV001 M05/M06 A2992')).toContain(
      'Visibility: less than 1/4 statute mile',
    );
    expect(text(findMetar('KFYV'))).toContain('Wind: calm');
    expect(text(findMetar('LFLL'))).toContain('Visibility: 350 m (0.22 SM)');
    expect(text(findMetar('LFPG'))).toContain('Visibility: 10 km or more (6.21+ SM)');
    expect(text(findMetar('LTFE'))).toContain('Wind: variable direction at 2 kt (2 mph)');
    expect(text(findMetar('CYYE'))).toMatch(/^Special report for CYYE/);
    const dmh = text(findMetar('KDMH'));
    expect(dmh).toContain('Wind: not reported');
    expect(dmh).toContain('Visibility: not reported');
    expect(dmh).not.toContain('Flight category');
  });
});

describe('weatherWords', () => {
  it.each([
    ['-TSRA', 'thunderstorm with light rain'],
    ['+TSRAGR', 'thunderstorm with heavy rain and hail'],
    ['VCTS', 'thunderstorm in the vicinity'],
    ['VCSH', 'showers in the vicinity'],
    ['-SHRA', 'light rain showers'],
    ['-FZRA', 'light freezing rain'],
    ['FZFG', 'freezing fog'],
    ['BCFG', 'patches of fog'],
    ['BLSN', 'blowing snow'],
    ['+FC', 'tornado or waterspout'],
    ['XYZ', 'XYZ'],
  ])('%s → %s', (code, words) => {
    expect(weatherWords(code)).toBe(words);
  });
});
