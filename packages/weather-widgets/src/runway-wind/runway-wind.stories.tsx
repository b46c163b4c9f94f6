import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { type Scenario, withFixtureWeather } from '../fixtures/weather-fixtures';
import { MinimumsSettings, saveMinimums } from '../minimums';
import { RunwayWind } from './runway-wind';
import { RunwayWindDiagram } from './runway-wind-diagram';

const meta = {
  title: 'Weather/RunwayWindDiagram',
  component: RunwayWindDiagram,
  args: {
    wind: { directionTrue: 170, speedKt: 20, gustKt: null, isVariable: false, isCalm: false },
    runways: [140, 320],
    magneticVariation: 3,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RunwayWindDiagram>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Steady: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      /Runway 14: 18 knots headwind, 9 knots crosswind from the right/,
    );
    await expect(canvas.getByText('favoured')).toBeVisible();
  },
};
export const SteadyDark: Story = { ...Steady, globals: { theme: 'dark' } };
export const Gusty: Story = {
  args: { wind: { directionTrue: 200, speedKt: 15, gustKt: 25, isVariable: false, isCalm: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="wind-gust"]')).not.toBeNull();
  },
};
export const GustyDark: Story = { ...Gusty, globals: { theme: 'dark' } };
export const VariableSector: Story = {
  args: {
    wind: {
      directionTrue: 170,
      speedKt: 11,
      gustKt: 15,
      isVariable: false,
      isCalm: false,
      variableFrom: 120,
      variableTo: 180,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="wind-sector"]')).not.toBeNull();
  },
};
export const VariableSectorDark: Story = { ...VariableSector, globals: { theme: 'dark' } };
export const Vrb: Story = {
  args: { wind: { directionTrue: null, speedKt: 6, gustKt: null, isVariable: true, isCalm: false } },
};
export const VrbDark: Story = { ...Vrb, globals: { theme: 'dark' } };
export const Calm: Story = {
  args: { wind: { directionTrue: null, speedKt: 0, gustKt: null, isVariable: false, isCalm: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName('Wind calm. Any runway.');
  },
};
export const CalmDark: Story = { ...Calm, globals: { theme: 'dark' } };
/** A direct crosswind: no end has a headwind, none is favoured. */
export const DirectCrosswind: Story = {
  args: { wind: { directionTrue: 233, speedKt: 12, gustKt: null, isVariable: false, isCalm: false } },
};
/** Another airport's runways: two strips, four ends. */
export const TwoRunways: Story = {
  args: { runways: [170, 350, 130, 310] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="runway-strip"]')).toHaveLength(2);
  },
};
export const TwoRunwaysDark: Story = { ...TwoRunways, globals: { theme: 'dark' } };

/** The connected widget: KAFW's report with the verdict against the pilot's minimums. */
export const WithMinimums: Story = {
  render: () => <RunwayWind />,
  decorators: [withFixtureWeather],
  parameters: { scenario: { crosswind: 'gusty' } satisfies Scenario },
  beforeEach: () => {
    saveMinimums({ maxCrosswindKt: 10, maxGustKt: 20, minCategory: 'IFR' });
    return () => saveMinimums(null);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Outside your minimums/)).toHaveTextContent('gusts 22 kt (max 20)');
  },
};
export const WithMinimumsDark: Story = { ...WithMinimums, globals: { theme: 'dark' } };
export const WithinMinimums: Story = {
  ...WithMinimums,
  parameters: { scenario: { crosswind: 'hot' } satisfies Scenario },
  beforeEach: () => {
    saveMinimums({ maxCrosswindKt: 15, maxGustKt: 25, minCategory: 'MVFR' });
    return () => saveMinimums(null);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Within your minimums')).toBeVisible();
  },
};
export const WithinMinimumsDark: Story = { ...WithinMinimums, globals: { theme: 'dark' } };

/** Setting the minimums: the form loads when opened; Save updates the verdict in place. */
export const SettingMinimums: Story = {
  render: () => (
    <>
      <RunwayWind />
      <MinimumsSettings />
    </>
  ),
  decorators: [withFixtureWeather],
  parameters: { scenario: { crosswind: 'kafw' } satisfies Scenario },
  beforeEach: () => () => saveMinimums(null),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Outside your minimums/)).toHaveTextContent('MVFR (min VFR)');
    await userEvent.click(canvas.getByText('Set your minimums'));
    await userEvent.selectOptions(await canvas.findByLabelText('Minimum category'), 'MVFR');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Within your minimums')).toBeVisible();
    await expect(canvas.getByText('Yours:')).toBeVisible();
  },
};
export const SettingMinimumsDark: Story = { ...SettingMinimums, globals: { theme: 'dark' } };
