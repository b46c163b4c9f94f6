import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { twMerge as tailwindMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { twMerge } from './class-merge';

const src = join(import.meta.dirname, '..');
const ui = join(src, '../../ui/src');

/** Source files whose classes reach the embed: the widgets (not stories, tests, fixtures) and the ui parts they render. */
function sourceFiles(): string[] {
  const widgets = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.(stories|test|browser\.test)\.tsx?$/.test(f))
    // Its own group names are not classes.
    .filter((f) => !f.startsWith('fixtures') && !f.endsWith('class-merge.ts'))
    .map((f) => join(src, f));
  const parts = ['card/card.tsx', 'badge/badge.tsx', 'skeleton/skeleton.tsx'].map((f) => join(ui, f));
  return [...widgets, ...parts];
}

/** Every class-like word in the string literals of those files (plain words are harmless: both keep them). */
function vocabulary(): string[] {
  const words = new Set<string>();
  for (const file of sourceFiles()) {
    const text = readFileSync(file, 'utf8');
    for (const [, single, double, back] of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`$\n]*)`/g)) {
      for (const word of (single ?? double ?? back ?? '').split(/\s+/))
        if (/^!?-?[a-z[][\w\-:[\]/.()&>%!*,#=]*$/.test(word)) words.add(word);
    }
  }
  return [...words];
}

describe('the embed class merge', () => {
  const words = vocabulary();

  it('reads the class lists of the widgets and the ui parts they render', () => {
    expect(words).toEqual(
      expect.arrayContaining(['gap-6', 'py-6', 'px-4', 'whitespace-nowrap', 'size-[50px]']),
    );
  });

  it('answers as tailwind-merge for every pair of the classes the widgets use, in both orders', () => {
    const wrong: string[] = [];
    for (const a of words)
      for (const b of words) {
        const list = `${a} ${b}`;
        if (twMerge(list) !== tailwindMerge(list)) wrong.push(`${list} → ${twMerge(list)}`);
      }
    expect(wrong).toEqual([]);
    // Tens of thousands of pairs: seconds on a busy machine.
  }, 60_000);

  it('answers as tailwind-merge for longer lists of them', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { maxLength: 10 }), (list) => {
        expect(twMerge(list.join(' '))).toBe(tailwindMerge(list.join(' ')));
      }),
      { numRuns: 2000 },
    );
  });

  it('lets a widget override a ui part: the card keeps the widget padding and gap', () => {
    const card = 'flex flex-col gap-6 rounded-lg border bg-card py-6 text-card-foreground shadow-sm';
    expect(twMerge(card, 'h-full gap-2 p-4')).toBe(
      'flex flex-col rounded-lg border bg-card text-card-foreground shadow-sm h-full gap-2 p-4',
    );
    expect(twMerge('hover:bg-accent', 'bg-card', 'hover:bg-muted')).toBe('bg-card hover:bg-muted');
    expect(twMerge('text-sm leading-none', undefined, false, 'text-xs')).toBe('text-xs');
  });
});
