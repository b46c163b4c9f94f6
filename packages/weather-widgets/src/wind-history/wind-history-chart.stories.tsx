import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WindHistoryChart, type WindHistoryPoint } from './wind-history-chart';

const end = new Date('2026-11-02T12:00:00Z');
/** An illustrative day of hourly reports (not a recording): the wind rising through the afternoon. */
const day: WindHistoryPoint[] = Array.from({ length: 24 }, (_, i) => {
  const speedKt = Math.round(6 + 8 * Math.sin((i / 24) * Math.PI));
  return {
    time: new Date(end.getTime() - (23 - i) * 3_600_000).toISOString(),
    speedKt,
    gustKt: speedKt >= 12 ? speedKt + 7 : null,
    crosswindKt: Math.round(speedKt * 0.45),
  };
});

const meta = {
  title: 'Weather/WindHistoryChart',
  component: WindHistoryChart,
  args: { points: day, end, runwayName: 'runway 14/32' },
  decorators: [
    (Story) => (
      <div style={{ width: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WindHistoryChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Day: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      /24 observations: wind up to 14 knots, gusts up to 21/,
    );
  },
};
export const DayDark: Story = { ...Day, globals: { theme: 'dark' } };
/** What a replayed API has: one recorded report. */
export const OneObservation: Story = {
  args: { points: day.slice(-1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Only one observation/)).toBeVisible();
  },
};
export const OneObservationDark: Story = { ...OneObservation, globals: { theme: 'dark' } };
export const Empty: Story = { args: { points: [] } };
