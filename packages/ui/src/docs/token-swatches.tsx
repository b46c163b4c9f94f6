// The Storybook Tokens page's swatches: the theme's colour tokens, type, spacing and radius scales, each shown
// in a light and a dark panel side by side. Token names and values are read from the loaded theme.css, not
// copied here. Docs only: not exported from the package.
import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export type ThemeTokens = {
  /** Custom properties of the `:root` rules (the light theme and the shared tokens), in source order. */
  light: Map<string, string>;
  /** Custom properties the `.dark` rules redefine. */
  dark: Map<string, string>;
};

/** Reads the custom properties declared by the `:root` and `.dark` rules of the document's stylesheets. */
export function readThemeTokens(doc: Document = document): ThemeTokens {
  const tokens: ThemeTokens = { light: new Map(), dark: new Map() };
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) {
        const target =
          rule.selectorText === ':root' ? tokens.light : rule.selectorText === '.dark' ? tokens.dark : null;
        for (const property of target ? Array.from(rule.style) : []) {
          if (property.startsWith('--')) target?.set(property, rule.style.getPropertyValue(property).trim());
        }
      }
      // Rules inside @layer, @media and nested rules.
      if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of Array.from(doc.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // a cross-origin sheet cannot be read
    }
    visit(rules);
  }
  return tokens;
}

export type ColourToken = { name: string; foreground?: string };

/** The colour tokens in source order, each with its `-foreground` partner (`--background` pairs with `--foreground`). */
export function colourTokens(tokens: ThemeTokens): ColourToken[] {
  const isColour = (value: string) => CSS.supports('color', value);
  const partner = (name: string) => (name === '--background' ? '--foreground' : `${name}-foreground`);
  const names = [...tokens.light.entries()].filter(([, value]) => isColour(value)).map(([name]) => name);
  const partners = new Set(names.map(partner).filter((name) => tokens.light.has(name)));
  return names
    .filter((name) => !partners.has(name))
    .map((name) => (tokens.light.has(partner(name)) ? { name, foreground: partner(name) } : { name }));
}

/** The value of a CSS property (a custom one too) as computed on the element the ref is put on. */
function useComputed<T extends Element>(...properties: string[]) {
  const ref = useRef<T>(null);
  const [value, setValue] = useState('');
  const key = properties.join(' ');
  useLayoutEffect(() => {
    if (!ref.current) return;
    const style = getComputedStyle(ref.current);
    setValue(
      key
        .split(' ')
        .map((property) => style.getPropertyValue(property).trim())
        .join(' / '),
    );
  }, [key]);
  return [ref, value] as const;
}

type Mode = 'light' | 'dark';

/**
 * Two panels, light and dark, each rendering `children`. The dark panel carries the `.dark` class; the light
 * one sets the `:root` values on itself, so it stays light under a dark page (the toolbar's Theme).
 */
function ModePanels({ label, children }: { label: string; children: ReactNode }) {
  const [tokens] = useState(readThemeTokens);
  const lightStyle = Object.fromEntries(tokens.light) as CSSProperties;
  if (tokens.light.size === 0) {
    return <p role="alert">No theme tokens found: theme.css is not loaded.</p>;
  }
  return (
    <div className="sb-unstyled grid gap-4 md:grid-cols-2">
      {(['light', 'dark'] as Mode[]).map((mode) => (
        <section
          key={mode}
          aria-label={`${label}, ${mode}`}
          data-mode={mode}
          className={cn(
            'min-w-0 rounded-lg border bg-background p-4 font-sans text-foreground',
            mode === 'dark' && 'dark',
          )}
          style={mode === 'light' ? lightStyle : undefined}
        >
          <p className="mb-3 text-sm font-semibold">{mode === 'light' ? 'Light' : 'Dark'}</p>
          {children}
        </section>
      ))}
    </div>
  );
}

function TokenValue({ name }: { name: string }) {
  const [ref, value] = useComputed<HTMLSpanElement>(name);
  return (
    <span ref={ref} data-token-value={name} className="break-all text-muted-foreground">
      {value}
    </span>
  );
}

/** A scale's base token: its name and computed value. */
function TokenLine({ name }: { name: string }) {
  return (
    <p className="mb-2 text-xs">
      <code className="font-mono font-semibold">{name}</code> <TokenValue name={name} />
    </p>
  );
}

function ColourRow({ name, foreground }: ColourToken) {
  return (
    <li className="flex items-center gap-3" data-token={name}>
      <span
        aria-hidden="true"
        className="flex size-11 shrink-0 items-center justify-center rounded-md border text-sm font-semibold"
        style={{ backgroundColor: `var(${name})`, color: foreground ? `var(${foreground})` : undefined }}
      >
        {foreground ? 'Aa' : null}
      </span>
      <div className="min-w-0 text-xs leading-5">
        <div>
          <code className="font-mono font-semibold">{name}</code> <TokenValue name={name} />
        </div>
        {foreground && (
          <div>
            <code className="font-mono font-semibold">{foreground}</code> <TokenValue name={foreground} />
          </div>
        )}
      </div>
    </li>
  );
}

/** Every colour token of theme.css: a swatch (with "Aa" in its foreground colour), its name and value. */
export function ColourTokens() {
  const [tokens] = useState(readThemeTokens);
  const colours = colourTokens(tokens);
  return (
    <ModePanels label="Colour tokens">
      <ul className="grid gap-2">
        {colours.map((token) => (
          <ColourRow key={token.name} {...token} />
        ))}
      </ul>
    </ModePanels>
  );
}

// Literal class names, so Tailwind generates them.
const TYPE_SIZES = ['text-xs', 'text-sm', 'text-base', 'text-lg', 'text-xl', 'text-2xl'];
const TYPE_WEIGHTS = ['font-normal', 'font-medium', 'font-semibold'];
const TYPE_FAMILIES = ['font-sans', 'font-mono'];

function TypeSample({ className, properties }: { className: string; properties: string[] }) {
  const [ref, value] = useComputed<HTMLParagraphElement>(...properties);
  return (
    <li className="grid gap-0.5">
      <p ref={ref} className={cn('truncate', className)}>
        Runway 14/32: wind 150° at 12 kt
      </p>
      <p className="text-xs text-muted-foreground">
        <code className="font-mono">{className}</code> {value}
      </p>
    </li>
  );
}

/** The text sizes, weights and families the components use, with their computed values. */
export function TypeScale() {
  return (
    <ModePanels label="Type scale">
      <ul className="grid gap-3">
        {TYPE_SIZES.map((size) => (
          <TypeSample key={size} className={size} properties={['font-size', 'line-height']} />
        ))}
        {TYPE_WEIGHTS.map((weight) => (
          <TypeSample key={weight} className={cn('text-sm', weight)} properties={['font-weight']} />
        ))}
        {TYPE_FAMILIES.map((family) => (
          <TypeSample key={family} className={cn('text-sm', family)} properties={['font-family']} />
        ))}
      </ul>
    </ModePanels>
  );
}

const SPACING_STEPS = [0.5, 1, 1.5, 2, 3, 4, 6, 8, 12, 16];

function SpacingStep({ step }: { step: number }) {
  const [ref, value] = useComputed<HTMLSpanElement>('width');
  return (
    <li className="grid grid-cols-[5rem_1fr] items-center gap-3 text-xs">
      <span>
        <code className="font-mono font-semibold">{step}</code>{' '}
        <span className="text-muted-foreground">{value}</span>
      </span>
      <span
        ref={ref}
        aria-hidden="true"
        className="block h-3 rounded-sm bg-primary"
        style={{ width: `calc(var(--spacing) * ${step})` }}
      />
    </li>
  );
}

/** Tailwind's spacing steps (`p-4`, `gap-2`…: multiples of `--spacing`) drawn as bars. */
export function SpacingScale() {
  return (
    <ModePanels label="Spacing scale">
      <TokenLine name="--spacing" />
      <ul className="grid gap-1.5">
        {SPACING_STEPS.map((step) => (
          <SpacingStep key={step} step={step} />
        ))}
      </ul>
    </ModePanels>
  );
}

const RADII = ['rounded-sm', 'rounded-md', 'rounded-lg', 'rounded-xl'];

function RadiusSample({ className }: { className: string }) {
  const [ref, value] = useComputed<HTMLSpanElement>('border-top-left-radius');
  return (
    <li className="grid justify-items-start gap-1 text-xs">
      <span
        ref={ref}
        aria-hidden="true"
        className={cn('block size-14 border-2 border-primary bg-muted', className)}
      />
      <span>
        <code className="font-mono font-semibold">{className}</code>{' '}
        <span className="text-muted-foreground">{value}</span>
      </span>
    </li>
  );
}

/** The corner radii, all derived from `--radius`. */
export function RadiusScale() {
  return (
    <ModePanels label="Radius scale">
      <TokenLine name="--radius" />
      <ul className="flex flex-wrap gap-4">
        {RADII.map((radius) => (
          <RadiusSample key={radius} className={radius} />
        ))}
      </ul>
    </ModePanels>
  );
}
