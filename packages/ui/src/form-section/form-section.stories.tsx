import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from '../field';
import { Input } from '../input';
import { SimpleSelect } from '../select';
import { Textarea } from '../textarea';
import { FormSection } from './form-section';

function TenantFields() {
  return (
    <>
      <Field label="First name">
        <Input autoComplete="given-name" />
      </Field>
      <Field label="Last name">
        <Input autoComplete="family-name" />
      </Field>
      <Field label="E-mail" description="Invoices and notices go here.">
        <Input type="email" autoComplete="email" />
      </Field>
      <Field label="Hangar type">
        <SimpleSelect
          placeholder="Choose a type"
          options={[
            { value: 't-hangar', label: 'T-hangar' },
            { value: 'box', label: 'Box hangar' },
          ]}
        />
      </Field>
      <Field label="Notes" className="col-span-full">
        <Textarea rows={3} />
      </Field>
    </>
  );
}

const meta = {
  title: 'UI/FormSection',
  component: FormSection,
  args: {
    title: 'Tenant',
    description: 'The person who signs the lease and pays the rent.',
    children: <TenantFields />,
  },
} satisfies Meta<typeof FormSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const column = (width: number) => (Story: () => React.ReactElement) => (
  <div style={{ width }}>
    <Story />
  </div>
);

function left(canvasElement: HTMLElement, name: string) {
  return within(canvasElement).getByRole('textbox', { name }).getBoundingClientRect();
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Tenant' });
    await expect(group).toHaveAccessibleDescription('The person who signs the lease and pays the rent.');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Last name' })).toHaveFocus();
  },
};

export const TwoColumnsWhenWide: Story = {
  decorators: [column(800)],
  play: async ({ canvasElement }) => {
    const first = left(canvasElement, 'First name');
    const last = left(canvasElement, 'Last name');
    await expect(last.top).toBe(first.top);
    await expect(last.left).toBeGreaterThan(first.right);
    // A col-span-full field takes the whole width.
    const notes = left(canvasElement, 'Notes');
    await expect(notes.width).toBeGreaterThan(last.right - first.left - 2);
  },
};

export const OneColumnWhenNarrow: Story = {
  decorators: [column(360)],
  play: async ({ canvasElement }) => {
    const first = left(canvasElement, 'First name');
    const last = left(canvasElement, 'Last name');
    await expect(last.left).toBe(first.left);
    await expect(last.top).toBeGreaterThan(first.bottom);
  },
};

export const AlwaysOneColumn: Story = {
  args: { columns: 1 },
  decorators: [column(800)],
  play: async ({ canvasElement }) => {
    await expect(left(canvasElement, 'Last name').left).toBe(left(canvasElement, 'First name').left);
  },
};

export const AsSection: Story = {
  args: { as: 'section', title: 'Billing', description: 'Invoices go out on the 1st of the month.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Billing' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Billing' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const input of canvas.getAllByRole('textbox')) await expect(input).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Hangar type' })).toBeDisabled();
  },
};

export const DefaultDark: Story = { ...Default, globals: { theme: 'dark' } };
export const DisabledDark: Story = { ...Disabled, globals: { theme: 'dark' } };
