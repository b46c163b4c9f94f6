// The embed bundle's stand-in for tailwind-merge: the same answers for the utilities the widgets use, at a tenth of the size.

/**
 * tailwind-merge knows every Tailwind utility, which costs the embed about 8 KB gzipped; the widgets use a
 * few dozen. This keeps its rule (the last class of a group wins, and some groups override others, e.g.
 * `p-4` drops an earlier `py-6`) for the groups below. A class it does not know is kept, as tailwind-merge
 * keeps classes it does not know. class-merge.test.ts checks it against tailwind-merge over every class the
 * widgets and the ui parts they render use, so a new utility it would get wrong fails that test.
 */
const GROUPS: Array<[RegExp, string | ((match: RegExpExecArray) => string)]> = [
  [
    /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|contents|flow-root|list-item|hidden|table)$/,
    'display',
  ],
  [/^(static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^(visible|invisible|collapse)$/, 'visibility'],
  [/^(sr-only|not-sr-only)$/, 'sr'],
  [/^flex-(row|row-reverse|col|col-reverse)$/, 'flex-direction'],
  [/^flex-(wrap|wrap-reverse|nowrap)$/, 'flex-wrap'],
  [/^flex-/, 'flex'],
  [/^(grow|shrink|basis)(-|$)/, (m) => m[1]!],
  [/^grid-cols-/, 'grid-cols'],
  [/^items-/, 'align-items'],
  [/^justify-(items|self)-/, (m) => `justify-${m[1]}`],
  [/^justify-/, 'justify-content'],
  [/^self-/, 'align-self'],
  [/^gap-([xy])-/, (m) => `gap-${m[1]}`],
  [/^gap-/, 'gap'],
  [/^-?(p|px|py|ps|pe|pt|pr|pb|pl|m|mx|my|ms|me|mt|mr|mb|ml)-/, (m) => m[1]!],
  [/^space-([xy])-/, (m) => `space-${m[1]}`],
  [/^(size|w|h|min-w|max-w|min-h|max-h)-/, (m) => m[1]!],
  [/^-?(inset-x|inset-y|inset|top|right|bottom|left|start|end)-/, (m) => m[1]!],
  [/^-?z-/, 'z'],
  [/^text-(xs|sm|base|lg|xl|[2-9]xl)$/, 'font-size'],
  [/^text-(left|center|right|justify|start|end)$/, 'text-alignment'],
  [/^text-(wrap|nowrap|balance|pretty)$/, 'text-wrap'],
  [/^(truncate|text-ellipsis|text-clip)$/, 'text-overflow'],
  [/^text-/, 'text-color'],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, 'font-weight'],
  [/^font-(sans|serif|mono)$/, 'font-family'],
  [/^leading-/, 'leading'],
  [/^tracking-/, 'tracking'],
  [/^whitespace-/, 'whitespace'],
  [/^break-(normal|words|all|keep)$/, 'break'],
  [/^line-clamp-/, 'line-clamp'],
  [/^overflow-([xy])-/, (m) => `overflow-${m[1]}`],
  [/^overflow-/, 'overflow'],
  [/^rounded(-(none|xs|sm|md|lg|xl|2xl|3xl|4xl|full))?$/, 'rounded'],
  [/^border(-(0|2|4|8))?$/, 'border-w'],
  [/^border-([xytrblse])(-(0|2|4|8))?$/, (m) => `border-w-${m[1]}`],
  [/^border-(solid|dashed|dotted|double|hidden|none)$/, 'border-style'],
  [/^border-/, 'border-color'],
  [/^bg-/, 'bg-color'],
  [/^shadow(-(2xs|xs|sm|md|lg|xl|2xl|none))?$/, 'shadow'],
  [/^ring(-(0|1|2|4|8|\[\d+px\]))?$/, 'ring-w'],
  [/^ring-/, 'ring-color'],
  [/^outline$/, 'outline-w'],
  [/^outline-(none|hidden|solid|dashed|dotted|double)$/, 'outline-style'],
  [/^outline-/, 'outline-color'],
  [/^opacity-/, 'opacity'],
  [/^transition(-(all|colors|opacity|shadow|transform|none))?$/, 'transition'],
  [/^animate-/, 'animate'],
  [/^backdrop-blur(-|$)/, 'backdrop-blur'],
  [/^pointer-events-/, 'pointer-events'],
  [/^cursor-/, 'cursor'],
  [/^underline-offset-/, 'underline-offset'],
  [/^(underline|overline|line-through|no-underline)$/, 'text-decoration'],
  [/^(fill|stroke)-(none|current|[a-z]+(-foreground)?)$/, (m) => m[1]!],
  [/^stroke-\d+$/, 'stroke-w'],
];

const CONFLICTS: Record<string, string[]> = {
  overflow: ['overflow-x', 'overflow-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['start', 'end', 'right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['ps', 'pe', 'pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['ms', 'me', 'mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  'border-w': [
    'border-w-x',
    'border-w-y',
    'border-w-s',
    'border-w-e',
    'border-w-t',
    'border-w-r',
    'border-w-b',
    'border-w-l',
  ],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
};

function groupOf(utility: string): string | undefined {
  for (const [pattern, group] of GROUPS) {
    const match = pattern.exec(utility);
    if (match) return typeof group === 'string' ? group : group(match);
  }
  return undefined;
}

/** Joins class lists; of classes setting the same thing under the same variants, the last one stays. */
export function twMerge(...lists: Array<string | false | null | undefined>): string {
  const classes = lists.filter(Boolean).join(' ').split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const name = classes[i]!;
    const parts = name.split(':');
    let utility = parts.pop()!;
    const important = utility.startsWith('!') || utility.endsWith('!');
    utility = utility.replace(/^!|!$/g, '');
    const group = groupOf(utility);
    if (!group) {
      kept.push(name);
      continue;
    }
    // Variants in any order mean the same; `!` is its own layer.
    const scope = `${parts.sort().join(':')}:${important ? '!' : ''}`;
    if (taken.has(scope + group)) continue;
    taken.add(scope + group);
    for (const other of CONFLICTS[group] ?? []) taken.add(scope + other);
    kept.push(name);
  }
  return kept.reverse().join(' ');
}
