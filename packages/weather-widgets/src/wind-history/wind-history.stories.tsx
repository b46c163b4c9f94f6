import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { type Scenario, withFixtureWeather } from '../fixtures/weather-fixtures';
import { WindHistory } from './wind-history';

const meta = {
  title: 'Weather/WindHistory',
  component: WindHistory,
  decorators: [
    withFixtureWeather,
    (Story) => (
      <div style={{ width: 400 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { scenario: { windHistory: 'day' } satisfies Scenario },
} satisfies Meta<typeof WindHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** KAFW's kept day: the chart, and the same numbers as a table behind the disclosure (keyboard too). */
export const Day: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img')).toHaveAccessibleName(
      /25 observations: wind up to 17 knots, gusts up to 22 knots, crosswind on runway 14\/32 up to 7 knots/,
    );
    const summary = canvas.getByText('The 25 observations as a table');
    await userEvent.tab();
    // The disclosure is the native one (keyboard-operable); synthetic keys do not toggle it, so click it.
    await expect(summary).toHaveFocus();
    await userEvent.click(summary);
    const table = await canvas.findByRole('table');
    await expect(table).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: '02 10:16Z' })).toBeVisible();
    await expect(canvas.getByText('170° 16 kt gusting 22')).toBeVisible();
  },
};
export const DayDark: Story = { ...Day, globals: { theme: 'dark' } };

/** A fresh start that could not reach upstream for the day: its one report, said in words. */
export const OneReport: Story = {
  parameters: { scenario: { windHistory: 'one' } satisfies Scenario },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Only one observation in the last 24 hours/)).toBeVisible();
  },
};
export const OneReportDark: Story = { ...OneReport, globals: { theme: 'dark' } };

export const Empty: Story = {
  parameters: { scenario: { windHistory: 'none' } satisfies Scenario },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No observation in the last 24 hours yet.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };

export const Loading: Story = {
  parameters: { scenario: { windHistory: 'pending' } satisfies Scenario },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading wind history…')).toBeVisible();
  },
};
export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } };

export const Unavailable: Story = {
  parameters: {
    scenario: { windHistory: { fail: 'Upstream weather service timed out' } } satisfies Scenario,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Wind history is unavailable right now.')).toBeVisible();
  },
};
export const UnavailableDark: Story = { ...Unavailable, globals: { theme: 'dark' } };

/** The server's last good history while upstream fails: shown, and marked stale. */
export const Stale: Story = {
  parameters: { scenario: { windHistory: 'day', stale: true } satisfies Scenario },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Stale:/)).toBeVisible();
    await expect(canvas.getByRole('img')).toBeVisible();
  },
};
export const StaleDark: Story = { ...Stale, globals: { theme: 'dark' } };
