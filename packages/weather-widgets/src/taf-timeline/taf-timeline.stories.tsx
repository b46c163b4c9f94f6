import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type Scenario, withFixtureWeather } from '../fixtures/weather-fixtures';
import { TafTimeline } from './taf-timeline';

const meta = {
  title: 'Weather/TafTimeline',
  component: TafTimeline,
  args: { station: 'KAFW' },
  decorators: [
    (Story) => (
      <div style={{ width: 400 }}>
        <Story />
      </div>
    ),
    withFixtureWeather,
  ],
  parameters: { scenario: { taf: { KAFW: 'gusty' }, now: '2026-11-23T05:00:00Z' } satisfies Scenario },
} satisfies Meta<typeof TafTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Prevailing: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('img')).toHaveAccessibleName(/From 00:00Z: IFR, wind 040° 14G22KT/);
    await expect(canvasElement.querySelector('[data-slot="taf-now"]')).not.toBeNull();
  },
};
export const PrevailingDark: Story = { ...Prevailing, globals: { theme: 'dark' } };
/** TEMPO and PROB30 groups as dashed and dotted blocks under the prevailing band. */
export const TempoAndProb: Story = {
  parameters: { scenario: { taf: { KAFW: 'changes' }, now: '2026-11-12T23:30:00Z' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('img')).toHaveAccessibleName(/30% chance 22:00Z to 23:00Z: IFR/);
    await expect(canvasElement.querySelector('[data-kind="PROB"]')).not.toBeNull();
  },
};
export const TempoAndProbDark: Story = { ...TempoAndProb, globals: { theme: 'dark' } };
/** A BECMG group as a ramp over its transition hour. */
export const Becoming: Story = {
  parameters: { scenario: { taf: { KAFW: 'becoming' }, now: '2026-11-07T02:00:00Z' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('img')).toHaveAccessibleName(
      /Becoming between 13:00Z and 14:00Z: VFR/,
    );
    await expect(canvasElement.querySelector('[data-kind="BECMG"] polygon')).not.toBeNull();
  },
};
export const BecomingDark: Story = { ...Becoming, globals: { theme: 'dark' } };
/** Many groups, now outside the forecast: no now-line. */
export const ManyGroups: Story = {
  parameters: { scenario: { taf: { KAFW: 'long' } } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('img');
    await expect(canvasElement.querySelector('[data-slot="taf-now"]')).toBeNull();
  },
};
export const ManyGroupsDark: Story = { ...ManyGroups, globals: { theme: 'dark' } };
export const NoTaf: Story = {
  parameters: { scenario: { taf: { KAFW: 'none' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('KAFW has no current terminal forecast.')).toBeVisible();
  },
};
export const Loading: Story = { parameters: { scenario: { taf: { KAFW: 'pending' } } } };
export const ErrorState: Story = { parameters: { scenario: { taf: { KAFW: { fail: 'TAF unavailable' } } } } };
export const StaleDark: Story = {
  globals: { theme: 'dark' },
  parameters: { scenario: { taf: { KAFW: 'gusty' }, stale: true, now: '2026-11-23T05:00:00Z' } },
};
