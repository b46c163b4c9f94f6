import { calendarDateSchema, CONFLICT_ERROR } from '@hangar/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { DataResult } from './data-provider';
import { ManagementProvider } from './management-provider';
import { createMemoryProvider } from './memory-provider';
import { CONFLICT_TITLE, formLevelMessage, splitFieldErrors, useResourceForm } from './use-resource-form';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  emails: z.array(z.object({ address: z.string().email('Enter a valid e-mail address') })),
  version: z.number().int(),
});
type Values = z.input<typeof schema>;
type Saved = Values & { id: number };

const start: Values = { name: 'Dana Whitfield', emails: [{ address: 'dana@example.com' }], version: 1 };

type Props = {
  onSubmit: (values: Values) => Promise<DataResult<Saved>>;
  reload?: () => Promise<DataResult<Saved>>;
  defaultValues?: Values;
  readOnly?: boolean;
};

function TestForm({ onSubmit, reload, defaultValues = start, readOnly }: Props) {
  const { form, submit, serverError, isSaving, savedAt, isDirty } = useResourceForm({
    schema,
    defaultValues,
    onSubmit,
    reload,
    readOnly,
    toValues: (r: Saved) => ({ name: r.name, emails: r.emails, version: r.version }),
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate>
      <label>
        Name
        <input {...form.register('name')} aria-invalid={Boolean(errors.name) || undefined} />
      </label>
      {errors.name && <p>{errors.name.message}</p>}
      <label>
        E-mail
        <input {...form.register('emails.0.address')} aria-invalid={Boolean(errors.emails?.[0]?.address) || undefined} />
      </label>
      {errors.emails?.[0]?.address && <p>{errors.emails[0].address.message}</p>}
      {serverError && <p role="alert">{serverError}</p>}
      <output aria-label="state">{[isDirty ? 'dirty' : 'clean', isSaving ? 'saving' : 'idle', savedAt ? 'saved' : 'unsaved'].join(' ')}</output>
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm(props: Props, providerReadOnly = false) {
  const user = userEvent.setup();
  render(
    <ManagementProvider dataProvider={createMemoryProvider({})} readOnly={providerReadOnly}>
      <TestForm {...props} />
    </ManagementProvider>,
  );
  const state = () => screen.getByLabelText('state').textContent;
  return { user, state };
}

const ok = (data: Saved): DataResult<Saved> => ({ ok: true, data });
const conflict: DataResult<Saved> = { ok: false, status: 409, conflict: true, message: CONFLICT_ERROR };

describe('splitFieldErrors and formLevelMessage', () => {
  it('keeps paths a field exists for and lists the rest', () => {
    const fields = new Set(['name', 'emails.0.address']);
    expect(
      splitFieldErrors({ name: 'Bad', 'emails.0.address': 'Taken', version: 'Stale', '': 'Whole' }, (p) =>
        fields.has(p),
      ),
    ).toEqual({
      matched: [
        ['name', 'Bad'],
        ['emails.0.address', 'Taken'],
      ],
      unmatched: ['Stale', 'Whole'],
    });
    expect(splitFieldErrors(undefined, () => true)).toEqual({ matched: [], unmatched: [] });
  });

  it('joins the message with unmatched field messages once', () => {
    expect(formLevelMessage({ ok: false, message: 'Check the form.' }, ['Stale', 'Check the form.'])).toBe(
      'Check the form. Stale',
    );
  });
});

describe('useResourceForm', () => {
  it('validates on the client, focuses the first invalid field and does not save', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm({ onSubmit, defaultValues: { name: '', emails: [{ address: 'nope' }], version: 1 } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts server field errors on their fields, focuses the first in the form and shows the rest', async () => {
    const onSubmit = vi.fn(async () => ({
      ok: false as const,
      status: 400,
      message: 'Check the highlighted fields.',
      fieldErrors: { 'emails.0.address': 'This e-mail is taken', name: 'Name is taken', managementCompanyID: 'Unknown company' },
    }));
    const { user, state } = renderForm({ onSubmit });
    await user.type(screen.getByLabelText('Name'), ' Jr');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This e-mail is taken')).toBeInTheDocument();
    expect(screen.getByText('Name is taken')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Check the highlighted fields. Unknown company');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(state()).toBe('dirty idle unsaved');
    expect(onSubmit).toHaveBeenCalledWith({ ...start, name: 'Dana Whitfield Jr' });
  });

  it('resets to the saved record after a save', async () => {
    const onSubmit = vi.fn(async (v: Values) => ok({ ...v, id: 1, version: 2 }));
    const { user, state } = renderForm({ onSubmit });
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Dana Price');
    expect(state()).toBe('dirty idle unsaved');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(state()).toBe('clean idle saved'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The second save names the version the first one answered.
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ version: 2 })));
  });

  it('on a conflict, "reload their version" resets the form to the fresh record', async () => {
    const onSubmit = vi.fn(async () => conflict);
    const reload = vi.fn(async () =>
      ok({ id: 1, name: 'Dana Whitfield-Price', emails: [{ address: 'dwp@example.com' }], version: 3 }),
    );
    const { user, state } = renderForm({ onSubmit, reload });
    await user.type(screen.getByLabelText('Name'), ' (mine)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: CONFLICT_TITLE });
    expect(dialog).toHaveTextContent(/reload their version/i);
    expect(dialog).toHaveTextContent(/keep mine/i);
    await user.click(within(dialog).getByRole('button', { name: 'Reload their version' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Dana Whitfield-Price'));
    expect(screen.getByLabelText('E-mail')).toHaveValue('dwp@example.com');
    expect(state()).toBe('clean idle unsaved');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('on a conflict, "keep mine" saves the typed values at the fresh version', async () => {
    const onSubmit = vi
      .fn<(v: Values) => Promise<DataResult<Saved>>>()
      .mockResolvedValueOnce(conflict)
      .mockImplementation(async (v) => ok({ ...v, id: 1, version: 4 }));
    const reload = vi.fn(async () => ok({ id: 1, name: 'Theirs', emails: [], version: 3 }));
    const { user, state } = renderForm({ onSubmit, reload });
    await user.type(screen.getByLabelText('Name'), ' (mine)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(state()).toBe('clean idle saved'));
    expect(onSubmit).toHaveBeenLastCalledWith({ ...start, name: 'Dana Whitfield (mine)', version: 3 });
    expect(screen.getByLabelText('Name')).toHaveValue('Dana Whitfield (mine)');
  });

  it('on a conflict, Cancel keeps the typed values and shows the message', async () => {
    const reload = vi.fn();
    const { user, state } = renderForm({ onSubmit: async () => conflict, reload });
    await user.type(screen.getByLabelText('Name'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONFLICT_ERROR);
    expect(reload).not.toHaveBeenCalled();
    expect(state()).toBe('dirty idle unsaved');
  });

  it('without reload, a conflict only shows its message', async () => {
    const { user } = renderForm({ onSubmit: async () => conflict });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONFLICT_ERROR);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('is read-only under a read-only provider: inputs disabled, no save', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm({ onSubmit }, true);
    expect(screen.getByLabelText('Name')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('date messages in the form’s words', () => {
  const dated = z.object({ rows: z.array(z.object({ expiryDate: calendarDateSchema })) });
  type Dated = z.input<typeof dated>;

  function DatedForm({ onSubmit }: { onSubmit: (v: Dated) => Promise<DataResult<Dated>> }) {
    const { form, submit } = useResourceForm({ schema: dated, defaultValues: { rows: [{ expiryDate: '' }] }, onSubmit });
    const error = form.formState.errors.rows?.[0]?.expiryDate;
    return (
      <form onSubmit={submit} noValidate>
        <label>
          Expires
          <input {...form.register('rows.0.expiryDate')} placeholder="MM/DD/YYYY" />
        </label>
        {error && <p>{error.message}</p>}
        <button type="submit">Save</button>
      </form>
    );
  }

  it('says MM/DD/YYYY, as the field is written, for a date it cannot read inside a row', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <ManagementProvider dataProvider={createMemoryProvider({})}>
        <DatedForm onSubmit={onSubmit} />
      </ManagementProvider>,
    );
    await user.type(screen.getByLabelText('Expires'), '13/45/20x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a date as MM/DD/YYYY')).toBeTruthy();
    expect(screen.queryByText(/YYYY-MM-DD/)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
