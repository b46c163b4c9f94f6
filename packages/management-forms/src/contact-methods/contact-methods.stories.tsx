import { zodResolver } from '@hookform/resolvers/zod';
import { contactAddressSchema, contactEmailSchema, contactPhoneSchema } from '@hangar/contracts';
import { Button } from '@hangar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormProvider, useForm } from 'react-hook-form';
import { expect, userEvent, waitFor } from 'storybook/test';
import { z } from 'zod';
import { danaWhitfield } from '../contact-fixtures';
import { contactValues } from '../contact-form';
import { ContactMethods, type ContactMethodListProps } from './contact-methods';

const schema = z.object({
  addresses: z.array(contactAddressSchema),
  phones: z.array(contactPhoneSchema),
  emails: z.array(contactEmailSchema),
});

function Harness({ empty = false, ...props }: ContactMethodListProps & { empty?: boolean }) {
  const { addresses = [], phones = [], emails = [] } = contactValues(danaWhitfield);
  const form = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: empty ? { addresses: [], phones: [], emails: [] } : { addresses, phones, emails },
    disabled: props.readOnly,
  });
  return (
    <FormProvider {...form}>
      <form noValidate className="grid max-w-3xl gap-8" onSubmit={form.handleSubmit(() => {})}>
        <ContactMethods {...props} />
        {!props.readOnly && <Button type="submit">Check</Button>}
      </form>
    </FormProvider>
  );
}

const meta = {
  title: 'Management/Contacts/ContactMethods',
  component: ContactMethods,
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof ContactMethods>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group', { name: /^Phone \d$/ })).toHaveLength(2);
    await expect(canvas.getByRole('radio', { name: 'Primary address', checked: true })).toBeVisible();
  },
};

export const Empty: Story = {
  render: (args) => <Harness {...args} empty />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add an e-mail' }));
    const address = canvas.getByRole('textbox', { name: /^Address/ });
    await expect(address).toHaveFocus();
    // The first entry of a list is its primary one.
    await expect(canvas.getByRole('radio', { name: 'Primary e-mail' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(await canvas.findByText('Enter a valid e-mail address')).toBeVisible();
  },
};

export const AddsAnAddress: Story = {
  render: (args) => <Harness {...args} empty />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add an address' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Street line 1/ })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Remove address 1' }));
    await expect(canvas.getByText('No address yet.')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Add a|Remove/ })).toBeNull();
    await expect(canvas.getAllByRole('radio', { name: 'Primary phone' })[0]).toBeDisabled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
