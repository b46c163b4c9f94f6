import { describe, expect, it } from 'vitest';
import { DEFAULT_MINIMUMS, minimumsVerdict, parseMinimums } from './minimums';

const mins = { maxCrosswindKt: 10, maxGustKt: 20, minCategory: 'MVFR' as const };

describe('the personal-minimums verdict', () => {
  it('within every minimum, at the limits included', () => {
    expect(minimumsVerdict({ crosswindKt: 10, gustKt: 20, category: 'MVFR' }, mins)).toEqual({
      within: true,
      text: 'Within your minimums',
    });
  });

  it('names each exceeded minimum with the numbers', () => {
    expect(minimumsVerdict({ crosswindKt: 13, gustKt: 25, category: 'IFR' }, mins)).toEqual({
      within: false,
      exceeded: ['crosswind', 'gust', 'category'],
      text: 'Outside your minimums: crosswind 13 kt (max 10), gusts 25 kt (max 20), IFR (min MVFR)',
    });
    expect(minimumsVerdict({ crosswindKt: 11, gustKt: null, category: 'VFR' }, mins)).toMatchObject({
      exceeded: ['crosswind'],
    });
  });

  it('what the report does not give is not held against it', () => {
    expect(minimumsVerdict({ crosswindKt: null, gustKt: null, category: null }, mins).within).toBe(true);
  });

  it('stored minimums are read field by field; anything unreadable falls back', () => {
    expect(parseMinimums(null)).toBeNull();
    expect(parseMinimums('not json')).toBeNull();
    expect(parseMinimums('{"maxCrosswindKt":12,"maxGustKt":"x","minCategory":"IFR"}')).toEqual({
      maxCrosswindKt: 12,
      maxGustKt: DEFAULT_MINIMUMS.maxGustKt,
      minCategory: 'IFR',
    });
    expect(parseMinimums('{"maxCrosswindKt":-3,"minCategory":"XYZ"}')).toEqual(DEFAULT_MINIMUMS);
  });
});
