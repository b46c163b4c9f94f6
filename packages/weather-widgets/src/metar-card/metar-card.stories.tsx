import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type Scenario, withFixtureWeather } from '../fixtures/weather-fixtures';
import { MetarCard } from './metar-card';

const meta = {
  title: 'Weather/MetarCard',
  component: MetarCard,
  args: { station: 'KAFW' },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
    withFixtureWeather,
  ],
  parameters: { scenario: { metar: { KAFW: 'kafw', KFTW: 'kftw' } } satisfies Scenario },
} satisfies Meta<typeof MetarCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const raw = await canvas.findByText(/^KAFW 021016Z 12007KT/);
    await expect(canvas.getByText('12m ago')).toBeVisible();
    // The GMT time shows as a tooltip on keyboard focus.
    await userEvent.tab();
    await expect(raw).toHaveFocus();
    const body = within(document.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Mon, 02 Nov 2026 10:16:00 GMT');
  },
};

export const SecondStation: Story = { args: { station: 'KFTW' } };
export const Calm: Story = { parameters: { scenario: { metar: { KAFW: 'calm' } } } };
export const Gusty: Story = { parameters: { scenario: { metar: { KAFW: 'gusty' } } } };
export const VariableWind: Story = { parameters: { scenario: { metar: { KAFW: 'variable' } } } };
export const MissingFields: Story = { parameters: { scenario: { metar: { KAFW: 'missing' } } } };
export const LongText: Story = { parameters: { scenario: { metar: { KAFW: 'hot' } } } };
export const Loading: Story = { parameters: { scenario: { metar: { KAFW: 'pending' } } } };

export const ErrorState: Story = {
  parameters: { scenario: { metar: { KAFW: { fail: 'No METAR for KAFW' } } } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('The KAFW METAR is unavailable right now.'),
    );
  },
};

export const Stale: Story = {
  parameters: { scenario: { metar: { KAFW: 'kafw' }, stale: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Stale:/)).toBeVisible();
  },
};

/** Dark theme with the stale badge: axe checks the contrast of both. */
export const DarkStale: Story = {
  globals: { theme: 'dark' },
  parameters: { scenario: { metar: { KAFW: 'kafw' }, stale: true } },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark');
    await expect(await canvas.findByText(/^Stale:/)).toBeVisible();
  },
};
