import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type Scenario, withFixtureWeather } from '../fixtures/weather-fixtures';
import { ForecastGrid } from './forecast-grid';

const meta = {
  title: 'Weather/ForecastGrid',
  component: ForecastGrid,
  decorators: [withFixtureWeather],
  parameters: { scenario: { forecast: 'winter' } satisfies Scenario },
} satisfies Meta<typeof ForecastGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const cells = await canvas.findAllByRole('button');
    await expect(cells).toHaveLength(14);
    const box = cells[0]!.getBoundingClientRect();
    await expect([Math.round(box.width), Math.round(box.height)]).toEqual([156, 180]);
    // Snow tonight: the bundled icon, decorative beside the short forecast.
    const icon = cells[0]!.querySelector('[data-slot="forecast-icon"]');
    await expect(icon).toHaveAttribute('data-icon', 'snow');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(cells[0]!);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Tonight' });
    await expect(dialog).toHaveTextContent('Snow showers likely. Cloudy, with a low around 19.');
    // Escape is the browser's own (a real key press closes the native dialog: period-dialog.browser.test.tsx).
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(cells[0]).toHaveFocus();
  },
};

export const KeyboardOpensDetail: Story = {
  play: async ({ canvas }) => {
    await canvas.findAllByRole('button');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await within(document.body).findByRole('dialog')).toHaveAccessibleName('Monday');
  },
};

export const Loading: Story = { parameters: { scenario: { forecast: 'pending' } } };
export const ErrorState: Story = {
  parameters: { scenario: { forecast: { fail: 'Forecast service unavailable' } } },
};
export const Stale: Story = { parameters: { scenario: { forecast: 'spring', stale: true } } };

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark');
    await expect(await canvas.findAllByRole('button')).toHaveLength(14);
  },
};
