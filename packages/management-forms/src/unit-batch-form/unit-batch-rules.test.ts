import { describe, expect, it } from 'vitest';
import { previewText, unitNumbersFrom } from './unit-batch-rules';

describe('unitNumbersFrom', () => {
  it('expands a range in the ways people write it', () => {
    expect(unitNumbersFrom('H-1 to H-12')).toEqual({
      ok: true,
      numbers: ['H-1', 'H-2', 'H-3', 'H-4', 'H-5', 'H-6', 'H-7', 'H-8', 'H-9', 'H-10', 'H-11', 'H-12'],
    });
    expect(unitNumbersFrom('A01..A03')).toEqual({ ok: true, numbers: ['A01', 'A02', 'A03'] });
    expect(unitNumbersFrom('T-1 - T-3')).toEqual({ ok: true, numbers: ['T-1', 'T-2', 'T-3'] });
  });

  it('takes a comma list as written, and one number alone', () => {
    expect(unitNumbersFrom('B-3, B-4 ,Office 2,')).toEqual({ ok: true, numbers: ['B-3', 'B-4', 'Office 2'] });
    expect(unitNumbersFrom('H-13')).toEqual({ ok: true, numbers: ['H-13'] });
    expect(unitNumbersFrom('  ')).toEqual({ ok: true, numbers: [] });
  });

  it('explains a bad range, a bad number and a repeat', () => {
    const down = unitNumbersFrom('H-12 to H-1');
    expect(down.ok).toBe(false);
    expect(!down.ok && down.error).toMatch(/not a range/);
    expect(unitNumbersFrom('H-1 to K-4').ok).toBe(false);
    expect(unitNumbersFrom('H-1 to H-500').ok).toBe(false);
    const repeat = unitNumbersFrom('B-3, b-3');
    expect(!repeat.ok && repeat.error).toBe('b-3 is named twice.');
    const bad = unitNumbersFrom('B-3, !!');
    expect(!bad.ok && bad.error).toMatch(/^“!!”/);
  });
});

describe('previewText', () => {
  it('shortens a long list to its first numbers and its last', () => {
    expect(previewText(['H-1', 'H-2'])).toBe('H-1, H-2');
    expect(previewText(Array.from({ length: 12 }, (_, i) => `H-${i + 1}`))).toBe(
      'H-1, H-2, H-3, H-4, H-5 … H-12',
    );
  });
});
