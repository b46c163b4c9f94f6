import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterOptions, findExactOption, normalizeSearchText, type ComboboxOption } from './rules';

const states: ComboboxOption[] = [
  { value: 'AR', label: 'Arkansas' },
  { value: 'KS', label: 'Kansas' },
  { value: 'NY', label: 'New York' },
  { value: 'TX', label: 'Texas' },
  { value: 'WV', label: 'West Virginia' },
  { value: 'VA', label: 'Virginia' },
];

const labels = (options: ComboboxOption[]) => options.map((option) => option.label);

describe('normalizeSearchText', () => {
  it('drops case, accents and surrounding spaces', () => {
    expect(normalizeSearchText('  Côte d’Ivoire ')).toBe("cote d'ivoire");
    expect(normalizeSearchText('ÅLAND')).toBe('aland');
  });
});

describe('filterOptions', () => {
  it('gives every option for empty text', () => {
    expect(filterOptions(states, '')).toEqual(states);
    expect(filterOptions(states, '   ')).toEqual(states);
  });

  it('finds labels containing the text, ignoring case', () => {
    expect(labels(filterOptions(states, 'ANSAS'))).toEqual(['Arkansas', 'Kansas']);
    expect(labels(filterOptions(states, 'zzz'))).toEqual([]);
  });

  it('puts the best matches first', () => {
    expect(labels(filterOptions(states, 'virginia'))).toEqual(['Virginia', 'West Virginia']);
    expect(labels(filterOptions(states, 'k'))).toEqual(['Kansas', 'Arkansas', 'New York']);
    expect(labels(filterOptions(states, 'y'))).toEqual(['New York']);
    expect(labels(filterOptions(states, 'york'))).toEqual(['New York']);
  });

  it('finds an option by its exact value, so a code works too', () => {
    expect(labels(filterOptions(states, 'tx'))).toEqual(['Texas']);
    expect(labels(filterOptions(states, 'ny'))).toEqual(['New York']);
  });

  it('ignores accents', () => {
    const countries = [
      { value: 'CI', label: 'Côte d’Ivoire' },
      { value: 'CW', label: 'Curaçao' },
    ];
    expect(labels(filterOptions(countries, 'curacao'))).toEqual(['Curaçao']);
    expect(labels(filterOptions(countries, "cote d'i"))).toEqual(['Côte d’Ivoire']);
  });

  it('only ever narrows, and keeps every option containing the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3 }), (query) => {
        const found = filterOptions(states, query);
        expect(found.every((option) => states.includes(option))).toBe(true);
        for (const option of states) {
          if (normalizeSearchText(option.label).includes(normalizeSearchText(query))) {
            expect(found).toContain(option);
          }
        }
      }),
    );
  });
});

describe('findExactOption', () => {
  it('matches a whole label or value, case and accents aside', () => {
    expect(findExactOption(states, ' texas ')?.value).toBe('TX');
    expect(findExactOption(states, 'wv')?.label).toBe('West Virginia');
    expect(findExactOption(states, 'Virginia')?.value).toBe('VA');
    expect(findExactOption(states, 'Tex')).toBeUndefined();
    expect(findExactOption(states, '')).toBeUndefined();
  });

  it('never picks a disabled option', () => {
    expect(findExactOption([{ value: 'x', label: 'Closed', disabled: true }], 'closed')).toBeUndefined();
  });
});
