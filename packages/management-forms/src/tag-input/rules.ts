// TagInput's pure rule: the tags after typing some text.

export const TAG_MAX_LENGTH = 40;
export const TAG_MAX_COUNT = 30;

/**
 * Tags after typing `text` (commas separate several): trimmed, without repeats (in any case), each at
 * most 40 characters, at most 30 in all.
 */
export function addTags(tags: readonly string[], text: string, max = TAG_MAX_COUNT): string[] {
  const out = [...tags];
  for (const raw of text.split(',')) {
    const tag = raw.trim().slice(0, TAG_MAX_LENGTH);
    if (!tag || out.some((t) => t.toLowerCase() === tag.toLowerCase())) continue;
    if (out.length >= max) break;
    out.push(tag);
  }
  return out;
}
