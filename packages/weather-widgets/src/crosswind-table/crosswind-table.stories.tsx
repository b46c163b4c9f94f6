import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { type Scenario, withFixtureWeather } from '../fixtures/weather-fixtures';
import { CrosswindTable } from './crosswind-table';

const meta = {
  title: 'Weather/CrosswindTable',
  component: CrosswindTable,
  decorators: [withFixtureWeather],
  parameters: { scenario: { crosswind: 'kafw' } satisfies Scenario },
} satisfies Meta<typeof CrosswindTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // 120° true, 3° E: a headwind on 14 only, so runway 32's line stays hidden.
    await expect(
      await canvas.findByText('Runway 14: 3 KT crosswind from the left, 6 KT headwind'),
    ).toBeVisible();
    await expect(canvas.queryByText(/Runway 32/)).toBeNull();
  },
};

export const Gusty: Story = {
  parameters: { scenario: { crosswind: 'gusty' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Runway 14: 7 (gusts 10) KT crosswind from the right, 14 KT headwind'),
    ).toBeVisible();
  },
};

export const VariableSector: Story = { parameters: { scenario: { crosswind: 'variable' } } };

export const VariableDirection: Story = {
  parameters: { scenario: { crosswind: 'vrb' } },
  play: async ({ canvas }) => {
    // VRB: the worst case is a square crosswind, so both runway ends show.
    await expect(
      await canvas.findByText(
        'Runway 14: 2 KT crosswind from the right, 0 KT headwind, tailwind up to 2 KT possible',
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/Runway 32: 2 KT crosswind/)).toBeVisible();
  },
};

export const Calm: Story = {
  parameters: { scenario: { crosswind: 'calm' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Wind calm: no crosswind.')).toBeVisible();
  },
};

export const MissingFields: Story = { parameters: { scenario: { crosswind: 'missing' } } };
export const Loading: Story = { parameters: { scenario: { crosswind: 'pending' } } };

export const ErrorState: Story = {
  parameters: { scenario: { crosswind: { fail: 'Upstream weather service timed out' } } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Crosswind is unavailable right now.'),
    );
  },
};

export const Stale: Story = { parameters: { scenario: { crosswind: 'kafw', stale: true } } };
