import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Checkbox } from '../checkbox';
import { Input } from '../input';
import { PasswordInput } from '../password-input';
import { RadioGroup, RadioGroupItem } from '../radio-group';
import { SimpleSelect } from '../select';
import { Switch } from '../switch';
import { Textarea } from '../textarea';
import { ErrorText, Field } from './field';

const meta = {
  title: 'UI/Field',
  component: Field,
  args: { label: 'Tail number', children: <Input placeholder="N12345" />, className: 'max-w-sm' },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Tail number'));
    await expect(canvas.getByRole('textbox', { name: 'Tail number' })).toHaveFocus();
  },
};

export const WithDescription: Story = {
  args: { description: 'As painted on the aircraft, without the dash.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Tail number' })).toHaveAccessibleDescription(
      'As painted on the aircraft, without the dash.',
    );
  },
};

export const WithError: Story = {
  args: { description: 'As painted on the aircraft.', error: 'A US tail number starts with N.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tail number' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'As painted on the aircraft. A US tail number starts with N.',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('A US tail number starts with N.');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Tail number' })).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

export const Disabled: Story = { args: { children: <Input disabled defaultValue="N734GW" /> } };

export const WithTextarea: Story = {
  args: { label: 'Notes', description: 'Visible to the tenant.', children: <Textarea /> },
};

export const WithPassword: Story = {
  args: {
    label: 'Password',
    error: 'Use at least 12 characters.',
    children: <PasswordInput autoComplete="new-password" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Use at least 12 characters.');
  },
};

export const WithSelect: Story = {
  args: {
    label: 'Hangar type',
    description: 'Decides the rent table.',
    children: (
      <SimpleSelect
        placeholder="Choose a type"
        options={[
          { value: 't-hangar', label: 'T-hangar' },
          { value: 'box', label: 'Box hangar' },
          { value: 'shade', label: 'Shade port' },
        ]}
      />
    ),
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Hangar type' });
    await expect(trigger).toHaveAccessibleDescription('Decides the rent table.');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Box hangar' }));
    await waitFor(() => expect(trigger).toHaveTextContent('Box hangar'));
    await expect(trigger).toHaveFocus();
  },
};

export const WithCheckbox: Story = {
  args: {
    label: 'Send weather alerts',
    className: 'flex flex-row-reverse items-center justify-end',
    children: <Checkbox />,
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Send weather alerts' });
    await userEvent.click(canvas.getByText('Send weather alerts'));
    await expect(checkbox).toBeChecked();
  },
};

export const WithSwitch: Story = {
  args: {
    label: 'Dark map',
    className: 'flex flex-row-reverse items-center justify-end',
    children: <Switch />,
  },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Dark map' });
    await userEvent.click(canvas.getByText('Dark map'));
    await expect(control).toBeChecked();
  },
};

function LiveValidation() {
  const [value, setValue] = useState('');
  const error = value && !/^N[0-9A-Z]{1,5}$/.test(value) ? 'A US tail number starts with N.' : undefined;
  return (
    <Field label="Tail number" error={error} className="max-w-sm">
      <Input value={value} onChange={(event) => setValue(event.target.value.toUpperCase())} />
    </Field>
  );
}

export const ErrorAppearsAndClears: Story = {
  render: () => <LiveValidation />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tail number' });
    await userEvent.type(input, '734');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('A US tail number starts with N.');
    await expect(input).toBeInvalid();
    await userEvent.clear(input);
    await userEvent.type(input, 'N734GW');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(input).toBeValid();
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const WithErrorDark: Story = { ...WithError, globals: { theme: 'dark' } };

export const WithRadioGroup: Story = {
  args: {
    label: 'Billing period',
    error: 'Choose how often the tenant pays.',
    required: true,
    children: (
      <RadioGroup>
        {['Monthly', 'Yearly'].map((period) => (
          <label key={period} className="flex items-center gap-2 text-sm">
            <RadioGroupItem value={period.toLowerCase()} />
            {period}
          </label>
        ))}
      </RadioGroup>
    ),
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Billing period' });
    await expect(group).toHaveAccessibleDescription('Choose how often the tenant pays.');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: 'Yearly' }));
    await expect(canvas.getByRole('radio', { name: 'Yearly' })).toBeChecked();
  },
};

function HangarTypes() {
  const [checked, setChecked] = useState(false);
  return (
    <fieldset className="grid max-w-sm gap-2">
      <legend className="text-sm font-medium">Hangar types wanted</legend>
      <div className="flex items-center gap-2 text-sm">
        <Checkbox
          id="error-text-t-hangar"
          checked={checked}
          onCheckedChange={(v) => setChecked(v === true)}
        />
        <label htmlFor="error-text-t-hangar">T-hangar</label>
      </div>
      <ErrorText>{checked ? null : 'Choose at least one hangar type.'}</ErrorText>
    </fieldset>
  );
}

/** ErrorText: a refusal where there is no Field (a group of checkboxes, an upload), worded and coloured alike. */
export const ErrorTextBesideAGroup: Story = {
  render: () => <HangarTypes />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose at least one hangar type.');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'T-hangar' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};
