// Combobox rules: which options match what was typed, best first, and which option typed text names exactly.

export type ComboboxOption = {
  /** What is stored: a code or an id ('TX', 'US', a contact's id). */
  value: string;
  /** What is shown and searched: 'Texas', 'United States'. */
  label: string;
  /** A second line that tells like-named options apart (an e-mail or phone beside a person's name). */
  description?: string;
  disabled?: boolean;
};

/** Lower case without accents or surrounding spaces, so 'cote' finds 'Côte d’Ivoire'. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’‘]/g, "'").toLowerCase().trim();
}

function rank(option: ComboboxOption, query: string): number {
  const label = normalizeSearchText(option.label);
  const value = normalizeSearchText(option.value);
  if (label === query || value === query) return 0;
  if (label.startsWith(query)) return 1;
  if (label.split(/[\s\-(/]+/).some((word) => word.startsWith(query))) return 2;
  if (label.includes(query)) return 3;
  return -1;
}

/**
 * The options whose label contains the typed text (or whose value is exactly it, so 'tx' finds Texas),
 * ignoring case and accents. Best matches come first: an exact label or value, then labels that start
 * with the text, then a later word that starts with it, then the rest; ties keep the given order.
 * Empty text matches everything.
 */
export function filterOptions<T extends ComboboxOption>(options: readonly T[], query: string): T[] {
  const wanted = normalizeSearchText(query);
  if (!wanted) return [...options];
  return options
    .map((option, index) => ({ option, index, rank: rank(option, wanted) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.option);
}

/** The enabled option whose label or value is exactly the text (case and accents aside), if any. */
export function findExactOption<T extends ComboboxOption>(
  options: readonly T[],
  text: string,
): T | undefined {
  const wanted = normalizeSearchText(text);
  if (!wanted) return undefined;
  return options.find(
    (option) =>
      !option.disabled &&
      (normalizeSearchText(option.label) === wanted || normalizeSearchText(option.value) === wanted),
  );
}
