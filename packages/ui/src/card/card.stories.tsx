import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: { className: 'max-w-sm' },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Hangar B-12</CardTitle>
        <CardDescription>T-hangar, south row</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">Door width 42 ft. Electricity and a concrete floor.</p>
      </CardContent>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Hangar B-12' })).toHaveAttribute(
      'data-slot',
      'card-title',
    );
  },
};

const onRenew = fn();

export const WithFooterActions: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Lease 2026-014</CardTitle>
        <CardDescription>Renews on 1 March 2027</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">Monthly rent $450, paid up to date.</p>
      </CardContent>
      <CardFooter className="justify-end">
        <Button variant="outline">Documents</Button>
        <Button onClick={onRenew}>Renew</Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas }) => {
    onRenew.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Renew' }));
    await expect(onRenew).toHaveBeenCalledTimes(1);
  },
};

export const ContentOnly: Story = {
  render: (args) => (
    <Card {...args}>
      <CardContent>
        <p className="text-sm">A card needs no header.</p>
      </CardContent>
    </Card>
  ),
};

export const TitleAsH2: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle asChild>
          <h2>Current weather</h2>
        </CardTitle>
      </CardHeader>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Current weather' })).toBeInTheDocument();
  },
};

export const WithFooterActionsDark: Story = { ...WithFooterActions, globals: { theme: 'dark' } };
