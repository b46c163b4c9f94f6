import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { defaultValue: 'metar', onValueChange: fn(), className: 'max-w-md' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Weather reports">
        <TabsTrigger value="metar">METAR</TabsTrigger>
        <TabsTrigger value="taf">TAF</TabsTrigger>
        <TabsTrigger value="notam" disabled>
          NOTAM
        </TabsTrigger>
        <TabsTrigger value="forecast">Forecast</TabsTrigger>
      </TabsList>
      <TabsContent value="metar">KFTW 221853Z 14012KT 10SM FEW050 24/12 A3001</TabsContent>
      <TabsContent value="taf">KFTW 221720Z 2218/2318 15010KT P6SM SCT050</TabsContent>
      <TabsContent value="notam">No NOTAMs.</TabsContent>
      <TabsContent value="forecast">Sunny, high near 78.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const metar = canvas.getByRole('tab', { name: 'METAR' });
    await expect(metar).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'METAR' })).toHaveTextContent('14012KT');
    await userEvent.click(canvas.getByRole('tab', { name: 'TAF' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('taf');
    await expect(canvas.getByRole('tabpanel', { name: 'TAF' })).toHaveTextContent('P6SM');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'METAR' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const taf = canvas.getByRole('tab', { name: 'TAF' });
    await expect(taf).toHaveFocus();
    await expect(taf).toHaveAttribute('data-state', 'active');
    // The disabled tab is skipped.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Forecast' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('forecast');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'METAR' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Forecast' })).toHaveFocus();
    // Tab leaves the tab list for the active panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Forecast' })).toHaveFocus();
  },
};

export const SecondTabSelected: Story = { args: { defaultValue: 'taf' } };

export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const taf = canvas.getByRole('tab', { name: 'TAF' });
    await expect(taf).toHaveFocus();
    await expect(taf).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(taf).toHaveAttribute('aria-selected', 'true');
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'TAF' })).toHaveFocus();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
