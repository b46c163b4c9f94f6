import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { FixtureWeather, RefreshNow, type Scenario } from '../fixtures/weather-fixtures';
import { CurrentConditions } from './current-conditions';

const meta = {
  title: 'Weather/CurrentConditions',
  component: CurrentConditions,
  decorators: [
    (Story, { parameters }) => (
      <FixtureWeather scenario={parameters.scenario as Scenario}>
        <div className="flex flex-col gap-3">
          <Story />
          {parameters.refreshButton ? <RefreshNow /> : null}
        </div>
      </FixtureWeather>
    ),
  ],
  parameters: { scenario: { crosswind: 'kafw' } satisfies Scenario },
} satisfies Meta<typeof CurrentConditions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('68°F, 120° 7KT, 3 KT crosswind')).toBeVisible();
    await expect(canvas.getByText(/KAFW, observed 12m ago/)).toBeVisible();
  },
};

export const Calm: Story = {
  parameters: { scenario: { crosswind: 'calm' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('52°F, Calm')).toBeVisible();
  },
};

export const Gusty: Story = {
  parameters: { scenario: { crosswind: 'gusty' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('63°F, 170° 16G22KT, 7-10 KT crosswind')).toBeVisible();
  },
};

export const VariableSector: Story = {
  parameters: { scenario: { crosswind: 'variable' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('68°F, 170° 11G15KT, 7-9 KT crosswind')).toBeVisible();
  },
};

export const VariableDirection: Story = {
  parameters: { scenario: { crosswind: 'vrb' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('36°F, VRB 2KT, 2 KT crosswind')).toBeVisible();
  },
};

export const MissingFields: Story = {
  parameters: { scenario: { crosswind: 'missing' } },
  play: async ({ canvas }) => {
    // No temperature and no wind group: no made-up numbers, no "Calm".
    await expect(await canvas.findByText('wind not reported')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { scenario: { crosswind: 'pending' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading current weather…');
  },
};

export const ErrorState: Story = {
  parameters: { scenario: { crosswind: { fail: 'Upstream weather service timed out' } } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Current weather is unavailable right now.'),
    );
  },
};

export const Stale: Story = {
  parameters: { scenario: { crosswind: 'kafw', stale: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Stale: the weather service is not updating/)).toBeVisible();
    await expect(canvas.getByText('68°F, 120° 7KT, 3 KT crosswind')).toBeVisible();
  },
};

export const OldReport: Story = {
  // The station stopped reporting: every refresh succeeds, but the newest report is hours old.
  parameters: { scenario: { crosswind: 'kafw', now: '2026-11-02T14:46:00Z' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('68°F, 120° 7KT, 3 KT crosswind')).toBeVisible();
    await expect(
      canvas.getByText('Old report: issued 4h 30m ago. Check a current source before flying.'),
    ).toBeVisible();
  },
};

export const Replayed: Story = {
  parameters: { scenario: { crosswind: 'kafw', replay: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Recorded reports (replay), not live weather.')).toBeVisible();
    await expect(canvas.queryByText(/Old report/)).toBeNull();
  },
};

export const RefreshFailedKeepsLastValue: Story = {
  parameters: { scenario: { crosswind: 'kafw', failAfter: 1 }, refreshButton: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('68°F, 120° 7KT, 3 KT crosswind')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh now' }));
    await expect(await canvas.findByText(/Stale: the last refresh failed/)).toBeVisible();
    await expect(canvas.getByText('68°F, 120° 7KT, 3 KT crosswind')).toBeVisible();
  },
};

export const DarkError: Story = {
  globals: { theme: 'dark' },
  parameters: { scenario: { crosswind: { fail: 'Upstream weather service timed out' } } },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Current weather is unavailable right now.'),
    );
  },
};
