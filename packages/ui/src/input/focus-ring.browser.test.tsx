// The focus ring of a text field, reached by keyboard in Chromium: its colour stands out 3:1 from the page in
// the light and the dark theme (what WCAG asks of a focus indicator and of a control's outline).
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Input } from './input';

/**
 * A CSS colour (oklch, rgb, …) as sRGB 0–255 as seen over `under` (what a translucent ring looks like on the
 * page), read back from a canvas that painted both.
 */
function rgbOf(color: string, under = 'white'): [number, number, number] {
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext('2d')!;
  context.fillStyle = under;
  context.fillRect(0, 0, 1, 1);
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
  return [r!, g!, b!];
}

const luminance = ([r, g, b]: [number, number, number]) => {
  const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};
/** The contrast of `ring` drawn over `page` against `page`. */
const contrast = (ring: string, page: string) => {
  const [x, y] = [luminance(rgbOf(ring, page)), luminance(rgbOf(page))].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
};

/** The element's focus ring once drawn in full: the box-shadow of a solid spread of 2 px or more. */
const ringColor = (el: Element) => {
  const shadows = getComputedStyle(el)
    .boxShadow.split(/,(?![^(]*\))/)
    .map((s) => s.trim());
  const ring = shadows.find((s) => /\b0px 0px 0px ([2-9]|\d\d)(\.\d+)?px$/.test(s));
  return ring ? /^(\w+\([^)]*\))/.exec(ring)?.[1] : undefined;
};

describe('the focus ring of a text field', () => {
  it.each(['light', 'dark'])('stands out at least 3:1 from the page in the %s theme', async (theme) => {
    document.documentElement.classList.toggle('dark', theme === 'dark');
    try {
      const screen = await render(
        <div style={{ background: 'var(--background)', padding: 16 }} data-testid="page">
          <label htmlFor="focus-ring-name">Name</label>
          <Input id="focus-ring-name" />
        </div>,
      );
      await userEvent.tab();
      const input = screen.getByRole('textbox', { name: 'Name' }).element();
      expect(document.activeElement).toBe(input);
      const page = getComputedStyle(screen.getByTestId('page').element()).backgroundColor;
      // The ring grows in with a transition: read it once it is drawn in full.
      await expect.poll(() => ringColor(input)).toBeDefined();
      expect(contrast(ringColor(input)!, page)).toBeGreaterThanOrEqual(3);
    } finally {
      document.documentElement.classList.remove('dark');
    }
  });
});
