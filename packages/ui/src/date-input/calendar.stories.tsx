import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Calendar, type CalendarProps } from './calendar';

// Storybook's partial args cannot narrow DayPicker's union of modes, so the stories show single mode.
const SingleCalendar = Calendar as (
  props: Extract<CalendarProps, { mode: 'single'; required?: false }>,
) => React.JSX.Element;

const meta = {
  title: 'UI/Calendar',
  component: SingleCalendar,
  args: {
    mode: 'single',
    defaultMonth: new Date(2026, 0, 1),
    selected: new Date(2026, 0, 15),
    today: new Date(2026, 0, 8),
    onSelect: fn(),
    'aria-label': 'Inspection date',
  },
} satisfies Meta<typeof SingleCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'January 2026' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /January 20, 2026/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(
      new Date(2026, 0, 20),
      expect.anything(),
      expect.anything(),
      expect.anything(),
    );
  },
};

export const NextMonth: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the Next Month' }));
    await expect(await canvas.findByRole('grid', { name: 'February 2026' })).toBeInTheDocument();
  },
};

export const WithDisabledDays: Story = {
  args: { disabled: [{ dayOfWeek: [0, 6] }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Saturday, January 17, 2026/ })).toBeDisabled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
