import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Field } from '../field';
import { Input } from '../input';
import { FormActions, type FormActionsProps } from './form-actions';
import { submitIntent } from './submit-intent';

const onSubmit = fn();

/** A small lease form around the actions, reporting which button sent it. */
function LeaseForm({ fields = 1, ...args }: FormActionsProps & { fields?: number }) {
  return (
    <form
      aria-label="Lease"
      className="grid max-w-md gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(submitIntent(event));
      }}
    >
      {Array.from({ length: fields }, (_, index) => (
        <Field key={index} label={index === 0 ? 'Tenant' : `Note ${index}`}>
          <Input />
        </Field>
      ))}
      <FormActions {...args} />
    </form>
  );
}

const viewport = (width: number) => ({
  name: `${width}px`,
  styles: { width: `${width}px`, height: '600px' },
});

const meta = {
  title: 'UI/FormActions',
  component: FormActions,
  args: { onCancel: fn() },
  render: (args) => <LeaseForm {...args} />,
  parameters: { viewport: { options: { w375: viewport(375), w1024: viewport(1024) } } },
} satisfies Meta<typeof FormActions>;
export default meta;
type Story = StoryObj<typeof meta>;

const at = (value: string) => ({ viewport: { value, isRotated: false } });

export const Default: Story = {
  play: async ({ args, canvas }) => {
    onSubmit.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(onSubmit).toHaveBeenCalledTimes(1);
    await expect(onSubmit).toHaveBeenCalledWith('save');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const SaveAndAddAnother: Story = {
  args: { saveAndAddAnother: true },
  play: async ({ canvas }) => {
    onSubmit.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Save and add another' }));
    await expect(onSubmit).toHaveBeenLastCalledWith('save-and-add-another');
    // Enter in a field presses Save, not the button before it on screen.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tenant' }), 'Ada Lovelace{Enter}');
    await expect(onSubmit).toHaveBeenLastCalledWith('save');
  },
};

export const Pending: Story = {
  args: { pending: true, saveAndAddAnother: true },
  play: async ({ args, canvas, canvasElement }) => {
    onSubmit.mockClear();
    for (const button of canvas.getAllByRole('button')) {
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(button);
    }
    await expect(onSubmit).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(canvas.getByText('Saving…')).toHaveAttribute('role', 'status');
    const spinner = canvasElement.querySelector('[data-slot="form-actions-spinner"]');
    await expect(spinner?.closest('button')).toHaveAccessibleName('Save');
  },
};

/** Saves for a moment after each submit, as a form waiting for the server does. */
function SavingForm(args: FormActionsProps) {
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState('nothing yet');
  return (
    <form
      aria-label="Lease"
      className="grid max-w-md gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const intent = submitIntent(event);
        setPending(true);
        setTimeout(() => {
          setPending(false);
          setSaved(intent);
        }, 600);
      }}
    >
      <Field label="Tenant">
        <Input />
      </Field>
      <FormActions {...args} pending={pending} />
      <p className="text-sm">
        Saved: <output aria-label="Saved">{saved}</output>
      </p>
    </form>
  );
}

export const SavingByKeyboard: Story = {
  args: { saveAndAddAnother: true },
  render: (args) => <SavingForm {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const saveAndAdd = canvas.getByRole('button', { name: 'Save and add another' });
    await expect(saveAndAdd).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Saving…')).toBeInTheDocument();
    const spinner = canvasElement.querySelector('[data-slot="form-actions-spinner"]');
    await expect(spinner?.closest('button')).toBe(saveAndAdd);
    // A second Enter while saving sends nothing, and focus stays where the user left it.
    await userEvent.keyboard('{Enter}');
    await expect(saveAndAdd).toHaveFocus();
    await waitFor(() => expect(canvas.getByLabelText('Saved')).toHaveTextContent('save-and-add-another'));
    await expect(canvasElement.querySelector('[data-slot="form-actions-spinner"]')).toBeNull();
    await expect(saveAndAdd).toHaveFocus();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, onBack: fn(), labels: { back: 'Close' } },
  play: async ({ args, canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(['Close']);
    await userEvent.click(buttons[0] as HTMLElement);
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const ReadOnlyWithoutBack: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="form-actions"]')).toBeNull();
  },
};

export const CustomLabels: Story = {
  args: {
    saveAndAddAnother: true,
    align: 'end',
    labels: { save: 'Create lease', saveAndAddAnother: 'Create and add another', cancel: 'Discard' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Create lease',
      'Create and add another',
      'Discard',
    ]);
  },
};

export const StickyOnPhone: Story = {
  args: { saveAndAddAnother: true },
  globals: at('w375'),
  render: (args) => <LeaseForm {...args} fields={12} />,
  play: async ({ canvasElement }) => {
    const actions = canvasElement.querySelector('[data-slot="form-actions"]') as HTMLElement;
    await expect(getComputedStyle(actions).position).toBe('sticky');
    // The form is taller than the screen, yet the buttons are in view at its bottom edge.
    const view = canvasElement.ownerDocument.defaultView as Window;
    const form = canvasElement.querySelector('form') as HTMLElement;
    await expect(form.getBoundingClientRect().bottom).toBeGreaterThan(view.innerHeight);
    await expect(actions.getBoundingClientRect().bottom).toBeLessThanOrEqual(view.innerHeight + 1);
  },
};

export const InPlaceOnDesktop: Story = {
  globals: at('w1024'),
  play: async ({ canvasElement }) => {
    const actions = canvasElement.querySelector('[data-slot="form-actions"]') as HTMLElement;
    await expect(getComputedStyle(actions).position).toBe('static');
  },
};

export const DefaultDark: Story = { ...Default, globals: { theme: 'dark' } };
export const PendingDark: Story = { ...Pending, globals: { theme: 'dark' } };
export const StickyOnPhoneDark: Story = { ...StickyOnPhone, globals: { theme: 'dark', ...at('w375') } };
