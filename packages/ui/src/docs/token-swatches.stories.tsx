import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  ColourTokens,
  RadiusScale,
  SpacingScale,
  TypeScale,
  colourTokens,
  readThemeTokens,
} from './token-swatches';

function AllTokens() {
  return (
    <div className="grid gap-6">
      <h2 className="text-lg font-semibold">Colour</h2>
      <ColourTokens />
      <h2 className="text-lg font-semibold">Type</h2>
      <TypeScale />
      <h2 className="text-lg font-semibold">Spacing</h2>
      <SpacingScale />
      <h2 className="text-lg font-semibold">Radius</h2>
      <RadiusScale />
    </div>
  );
}

/**
 * The swatches of the Tokens page. The stories check that every colour token of theme.css is shown in both
 * panels with the value in force there, whatever the toolbar's theme, and axe checks the labels' contrast.
 */
const meta = {
  title: 'Tokens',
  component: AllTokens,
  // The Tokens page (tokens.mdx) is this file's docs page.
  tags: ['!autodocs'],
} satisfies Meta<typeof AllTokens>;
export default meta;
type Story = StoryObj<typeof meta>;

const checkPanels = async (canvasElement: HTMLElement) => {
  const tokens = readThemeTokens();
  const colours = colourTokens(tokens);
  await expect(colours.map((token) => token.name)).toEqual(
    expect.arrayContaining(['--background', '--primary', '--destructive', '--border', '--ring', '--header']),
  );
  const canvas = within(canvasElement);
  for (const mode of ['light', 'dark'] as const) {
    const panel = canvas.getByRole('region', { name: `Colour tokens, ${mode}` });
    for (const { name, foreground } of colours) {
      for (const token of foreground ? [name, foreground] : [name]) {
        // The dark panel shows the .dark value where there is one, else the shared one.
        const expected = (mode === 'dark' && tokens.dark.get(token)) || tokens.light.get(token);
        const shown = panel.querySelector(`[data-token-value="${token}"]`);
        await expect(shown).toHaveTextContent(expected ?? '(missing)');
      }
    }
  }
  const light = getComputedStyle(
    canvas.getByRole('region', { name: 'Colour tokens, light' }),
  ).backgroundColor;
  const dark = getComputedStyle(canvas.getByRole('region', { name: 'Colour tokens, dark' })).backgroundColor;
  await expect(light).not.toBe(dark);
  for (const scale of ['Type scale', 'Spacing scale', 'Radius scale']) {
    await expect(canvas.getByRole('region', { name: `${scale}, light` })).toBeVisible();
    await expect(canvas.getByRole('region', { name: `${scale}, dark` })).toBeVisible();
  }
};

export const LightAndDark: Story = {
  play: async ({ canvasElement }) => checkPanels(canvasElement),
};

/** Under the toolbar's dark theme the light panel stays light. */
export const UnderTheDarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => checkPanels(canvasElement),
};
