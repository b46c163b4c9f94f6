import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormActions, type FormActionsProps } from './form-actions';
import { SubmitIntent, submitIntent } from './submit-intent';

function renderInForm(props: FormActionsProps = {}) {
  const intents: string[] = [];
  const onSubmit = vi.fn((event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    intents.push(submitIntent(event));
  });
  const view = render(
    <form aria-label="Lease" onSubmit={onSubmit}>
      <label>
        Tenant <input name="tenant" />
      </label>
      <FormActions {...props} />
    </form>,
  );
  return { ...view, onSubmit, intents };
}

describe('submitIntent', () => {
  it('is save without a submitter or event', () => {
    expect(submitIntent(undefined)).toBe(SubmitIntent.save);
    expect(submitIntent(new Event('submit'))).toBe(SubmitIntent.save);
  });
});

describe('FormActions', () => {
  it('submits with Save, and tells Save from Save and add another', async () => {
    const user = userEvent.setup();
    const { onSubmit, intents } = renderInForm({ saveAndAddAnother: true });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Save and add another' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(intents).toEqual(['save', 'save-and-add-another']);
  });

  it('saves on Enter in a field', async () => {
    const user = userEvent.setup();
    const { intents } = renderInForm({ saveAndAddAnother: true });
    await user.type(screen.getByRole('textbox', { name: 'Tenant' }), 'Ada{Enter}');
    expect(intents).toEqual(['save']);
  });

  it('cancels without submitting', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const { onSubmit } = renderInForm({ onCancel });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows only the buttons it has a use for', () => {
    renderInForm();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Save']);
  });

  it('while pending, turns every button off, ignores them and announces Saving…', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const { onSubmit } = renderInForm({ pending: true, onCancel, saveAndAddAnother: true });
    for (const button of screen.getAllByRole('button')) {
      expect(button).toHaveAttribute('aria-disabled', 'true');
      await user.click(button);
    }
    await user.type(screen.getByRole('textbox', { name: 'Tenant' }), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
    // Each Button has its own (empty) status region; the form's is the one that speaks.
    expect(screen.getByText('Saving…')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Saving…')).toHaveAttribute('data-slot', 'form-actions-status');
  });

  it('spins the button that was pressed', async () => {
    const user = userEvent.setup();
    const { rerender, container } = render(
      <form onSubmit={(event) => event.preventDefault()}>
        <FormActions saveAndAddAnother />
      </form>,
    );
    expect(container.querySelector('[data-slot="form-actions-status"]')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Save and add another' }));
    rerender(
      <form onSubmit={(event) => event.preventDefault()}>
        <FormActions saveAndAddAnother pending />
      </form>,
    );
    const spinners = container.querySelectorAll('[data-slot="form-actions-spinner"]');
    expect(spinners).toHaveLength(1);
    expect(spinners[0]?.closest('button')).toHaveTextContent('Save and add another');
    expect(container.firstElementChild?.firstElementChild).toHaveAttribute('data-state', 'pending');
  });

  it('spins the button it is told to', () => {
    const { container } = render(<FormActions saveAndAddAnother pending pendingIntent="save" />);
    const spinner = container.querySelector('[data-slot="form-actions-spinner"]');
    expect(spinner?.closest('button')).toHaveAttribute('data-slot', 'form-actions-save');
  });

  it('shows only Back on a read-only form, or nothing', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    const { rerender, container } = render(
      <FormActions readOnly onBack={onBack} labels={{ back: 'Close' }} />,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Close']);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    rerender(<FormActions readOnly />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes other labels', () => {
    render(
      <FormActions
        saveAndAddAnother
        onCancel={() => {}}
        labels={{ save: 'Create lease', saveAndAddAnother: 'Create and add another', cancel: 'Discard' }}
      />,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Create lease',
      'Create and add another',
      'Discard',
    ]);
  });
});
