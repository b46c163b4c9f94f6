import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info } from 'lucide-react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: { children: null },
  render: (args) => (
    <div className="flex min-h-24 items-end">
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <Button variant="outline" size="icon" aria-label="About density altitude">
            <Info aria-hidden="true" />
          </Button>
        </TooltipTrigger>
        <TooltipContent>Density altitude is pressure altitude corrected for temperature.</TooltipContent>
      </Tooltip>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

// Open on render: left off the Docs page, where it would cover the page or take its focus (it stays in the
// sidebar and runs as a test).
const notOnDocsPage = { docs: { disable: true } };

export const OpensOnFocus: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'About density altitude' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(
      'Density altitude is pressure altitude corrected for temperature.',
    );
    await expect(trigger).toHaveAccessibleDescription(/Density altitude is pressure altitude/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const OpensOnHover: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'About density altitude' });
    await userEvent.hover(trigger);
    await expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const Open: Story = {
  args: { open: true },
  parameters: notOnDocsPage,
  play: async () => {
    await expect(await screen.findByRole('tooltip')).toBeInTheDocument();
  },
};

export const SharedProvider: Story = {
  render: () => (
    <TooltipProvider delayDuration={0}>
      <div className="flex min-h-24 items-end gap-2">
        {['Refresh', 'Settings'].map((label) => (
          <Tooltip key={label}>
            <TooltipTrigger asChild>
              <Button variant="outline">{label}</Button>
            </TooltipTrigger>
            <TooltipContent>{`${label} the weather`}</TooltipContent>
          </Tooltip>
        ))}
      </div>
    </TooltipProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Refresh the weather');
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Settings the weather'));
  },
};

export const OpenDark: Story = { ...Open, globals: { theme: 'dark' } };
