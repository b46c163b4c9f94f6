import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { HoverTip } from './hover-tip';

const note = 'Density altitude is pressure altitude corrected for temperature.';

const meta = {
  title: 'UI/HoverTip',
  component: HoverTip,
  args: { tip: note, children: null, align: 'start' },
  render: (args) => (
    <div className="flex min-h-24 items-start gap-2">
      <HoverTip {...args}>
        <Button variant="outline" size="icon" aria-label="About density altitude" aria-describedby="da-note">
          <Info aria-hidden="true" />
        </Button>
      </HoverTip>
      {/* The note for screen readers, read without hovering. */}
      <span id="da-note" className="sr-only">
        {note}
      </span>
    </div>
  ),
} satisfies Meta<typeof HoverTip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpensOnFocus: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'About density altitude' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAccessibleDescription(note);
    const tooltip = await within(canvasElement).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(note);
    await expect(tooltip).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const OpensOnHover: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'About density altitude' });
    await userEvent.hover(trigger);
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
    await userEvent.unhover(trigger);
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};

export const CenteredUnderTrigger: Story = {
  args: { align: 'center' },
  render: (args) => (
    <div className="flex min-h-24 justify-center">
      <HoverTip {...args} tip="Radar">
        <Button variant="outline" size="icon" aria-label="Radar">
          <Info aria-hidden="true" />
        </Button>
      </HoverTip>
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Radar' });
    await userEvent.tab();
    const tip = (await canvas.findByRole('tooltip')).getBoundingClientRect();
    const box = trigger.getBoundingClientRect();
    await expect(Math.abs(tip.left + tip.width / 2 - (box.left + box.width / 2))).toBeLessThan(1);
    await expect(tip.top).toBeGreaterThanOrEqual(box.bottom);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'About density altitude' })).toHaveFocus();
    await expect(canvas.queryByRole('tooltip')).toBeNull();
  },
};
