import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type Scenario, withFixtureWeather } from '../fixtures/weather-fixtures';
import { TafCard } from './taf-card';

const meta = {
  title: 'Weather/TafCard',
  component: TafCard,
  args: { station: 'KAFW' },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
    withFixtureWeather,
  ],
  parameters: { scenario: { taf: { KAFW: 'gusty' } } satisfies Scenario },
} satisfies Meta<typeof TafCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Gusty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/FM230000 04014G22KT/)).toBeVisible();
  },
};
export const LongText: Story = { parameters: { scenario: { taf: { KAFW: 'long' } } } };

export const NoTaf: Story = {
  args: { station: 'KFTW' },
  parameters: { scenario: { taf: { KFTW: 'none' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('KFTW has no current terminal forecast.')).toBeVisible();
  },
};

export const Loading: Story = { parameters: { scenario: { taf: { KAFW: 'pending' } } } };
export const ErrorState: Story = { parameters: { scenario: { taf: { KAFW: { fail: 'TAF unavailable' } } } } };
export const Stale: Story = { parameters: { scenario: { taf: { KAFW: 'gusty' }, stale: true } } };
