import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CURRENT_LEASE_ID, MONTH_TO_MONTH_LEASE_ID } from '../lease-fixtures';
import { creditLedger, owingLedger, voidedLedger } from '../ledger-fixtures';
import { leaseLoaders, leaseParameters, withManagementProvider } from '../lib/lease-story';
import { LeaseLedger } from './lease-ledger';

const owing = { ledgers: { [CURRENT_LEASE_ID]: owingLedger() } };

const meta = {
  title: 'Management/Leases/LeaseLedger',
  component: LeaseLedger,
  args: { leaseID: CURRENT_LEASE_ID, mayAdd: true, mayEdit: true },
  loaders: leaseLoaders,
  decorators: [withManagementProvider],
  parameters: leaseParameters({ provider: owing }),
} satisfies Meta<typeof LeaseLedger>;
export default meta;
type Story = StoryObj<typeof meta>;

const balance = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="lease-ledger-balance"]');
const entries = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-slot="lease-ledger-entry"]'));
const dialog = () => screen.findByRole('dialog');

/** Deposit paid, September paid, October paid in part, November open: owes $550.00, $325.00 held. */
export const Owing: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(balance(canvasElement)).toHaveTextContent('Owes $550.00'));
    await expect(canvasElement.querySelector('[data-slot="lease-ledger-deposit"]')).toHaveTextContent(
      '$325.00',
    );
    const rows = entries(canvasElement);
    await expect(rows).toHaveLength(7);
    // Oldest first, with the running balance; the partial payment shows what it paid, the charge what is open.
    await expect(rows[0]).toHaveTextContent('Aug 28, 2026');
    const partial = rows.find((r) => r.dataset.kind === 'payment' && r.textContent?.includes('ACH'))!;
    await expect(within(partial).getByRole('list', { name: 'Paid' })).toHaveTextContent(
      'Rent 2026-10 of Oct 1, 2026: $100.00',
    );
    const october = rows.find((r) => r.dataset.kind === 'rent' && r.textContent?.includes('Rent 2026-10'))!;
    await expect(october).toHaveTextContent('$225.00 open');
    await expect(rows.at(-1)).toHaveTextContent('$550.00');
    await expect(canvas.getAllByRole('link', { name: /^Receipt of/ })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/PaymentReceipt\/\d+$/),
    );
    await expect(canvas.getByRole('link', { name: 'Download statement (PDF)' })).toHaveAttribute(
      'href',
      expect.stringMatching(
        new RegExp(`^/api/LeaseStatement/${CURRENT_LEASE_ID}\\?from=2025-07-01&to=\\d{4}-\\d{2}-\\d{2}$`),
      ),
    );
  },
};

/** A partial payment: recorded in the dialog, it pays October's rest first and lowers the balance. */
export const RecordsPayment: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(balance(canvasElement)).toHaveTextContent('Owes $550.00'));
    const open = canvas.getByRole('button', { name: 'Record payment' });
    await userEvent.click(open);
    const form = within(await dialog());
    await userEvent.type(form.getByLabelText('Amount'), '300');
    await userEvent.type(form.getByLabelText('Reference'), '1050');
    await userEvent.click(form.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(balance(canvasElement)).toHaveTextContent('Owes $250.00'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
    const paid = entries(canvasElement).find(
      (r) => r.dataset.kind === 'payment' && r.textContent?.includes('1050'),
    )!;
    await expect(within(paid).getByRole('list', { name: 'Paid' })).toHaveTextContent(
      'Rent 2026-10 of Oct 1, 2026: $225.00',
    );
    await expect(within(paid).getByRole('list', { name: 'Paid' })).toHaveTextContent(
      'Rent 2026-11 of Nov 1, 2026: $75.00',
    );
  },
};

/** Nothing typed: the errors show at their fields and nothing is sent. */
export const PaymentErrors: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(balance(canvasElement)).toHaveTextContent('Owes'));
    await userEvent.click(canvas.getByRole('button', { name: 'Record payment' }));
    const form = within(await dialog());
    await userEvent.click(form.getByRole('button', { name: 'Record payment' }));
    await expect(await form.findByText('Enter the amount received')).toBeVisible();
    await expect(form.getByLabelText('Amount')).toHaveFocus();
  },
};

/** A refused save keeps every typed value and shows the server's words at the field. */
export const RefusedSaveKeepsValues: Story = {
  parameters: leaseParameters({
    provider: {
      ...owing,
      failWith: (_op, _r, detail) =>
        detail.operation === 'LeasePayment'
          ? {
              ok: false,
              status: 400,
              message: 'Check the highlighted fields.',
              fieldErrors: { date: 'The lease had not started on this day' },
            }
          : null,
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(balance(canvasElement)).toHaveTextContent('Owes'));
    await userEvent.click(canvas.getByRole('button', { name: 'Record payment' }));
    const form = within(await dialog());
    await userEvent.type(form.getByLabelText('Amount'), '125.50');
    await userEvent.type(form.getByLabelText('Reference'), '77');
    await userEvent.click(form.getByRole('button', { name: 'Record payment' }));
    await expect(await form.findByText('The lease had not started on this day')).toBeVisible();
    await expect(form.getByLabelText('Amount')).toHaveValue('125.50');
    await expect(form.getByLabelText('Reference')).toHaveValue('77');
    await expect(balance(canvasElement)).toHaveTextContent('Owes $550.00');
  },
};

/** A credit by hand: it pays the oldest open charge. */
export const AddsCredit: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(balance(canvasElement)).toHaveTextContent('Owes $550.00'));
    await userEvent.click(canvas.getByRole('button', { name: 'Add charge or credit' }));
    const form = within(await dialog());
    await userEvent.click(form.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: /^Credit/ }));
    await userEvent.type(form.getByLabelText('Description'), 'Hangar door repair delay');
    await userEvent.type(form.getByLabelText('Amount'), '50');
    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(balance(canvasElement)).toHaveTextContent('Owes $500.00'));
  },
};

/** Voiding the partial payment: the reason is required, then the balance returns and the entry is struck. */
export const VoidsPayment: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(balance(canvasElement)).toHaveTextContent('Owes $550.00'));
    await userEvent.click(canvas.getByRole('button', { name: 'Void ACH payment of Oct 6, 2026' }));
    const form = within(await dialog());
    await userEvent.click(form.getByRole('button', { name: 'Void' }));
    await expect(await form.findByText('Say why the entry is voided')).toBeVisible();
    await userEvent.type(form.getByLabelText('Reason'), 'Payment bounced');
    await userEvent.type(form.getByLabelText('Returned-payment fee'), '35');
    await userEvent.click(form.getByRole('button', { name: 'Void' }));
    await waitFor(() => expect(balance(canvasElement)).toHaveTextContent('Owes $685.00'));
    const voided = entries(canvasElement).find((r) => r.dataset.state === 'voided')!;
    await expect(voided).toHaveTextContent('ACH payment');
    await expect(within(voided).getByRole('link', { name: /the reversal of/ })).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="lease-ledger-summary"]')).toHaveFocus(),
    );
  },
};

/** Paid $150.00 over: a credit in the tenant's favour, the payment's rest not yet applied. */
export const Credit: Story = {
  parameters: leaseParameters({ provider: { ledgers: { [CURRENT_LEASE_ID]: creditLedger() } } }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(balance(canvasElement)).toHaveTextContent('Credit of $150.00'));
    await expect(canvasElement).toHaveTextContent('$150.00 not yet applied (a credit)');
  },
};

/** A returned check: struck through, linked to its reversal (with the reason), and the fee after it. */
export const WithVoid: Story = {
  parameters: leaseParameters({ provider: { ledgers: { [CURRENT_LEASE_ID]: voidedLedger() } } }),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(balance(canvasElement)).toHaveTextContent('Owes $685.00'));
    const reversal = entries(canvasElement).find((r) => r.dataset.kind === 'reversal')!;
    await expect(reversal).toHaveTextContent('Check returned by the bank (insufficient funds)');
    await expect(within(reversal).getByRole('link', { name: 'Check 3301 of Oct 3, 2026' })).toBeVisible();
    // Neither the voided payment nor the reversal can be voided, and the voided payment has no receipt.
    await expect(canvas.queryByRole('button', { name: /^Void Check 3301/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /^Receipt of Check 3301/ })).toBeNull();
  },
};

/** The deposit returned with one deduction: the deduction is charged and paid from the deposit. */
export const ReturnsDeposit: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(balance(canvasElement)).toHaveTextContent('Owes $550.00'));
    await userEvent.click(canvas.getByRole('button', { name: 'Return deposit' }));
    const form = within(await dialog());
    await userEvent.click(form.getByRole('button', { name: 'Add a deduction' }));
    await userEvent.type(form.getByLabelText('Deduction 1'), 'Oil stain cleanup');
    await userEvent.type(form.getByLabelText('Amount of deduction 1'), '125');
    await expect(form.getByText('Returned to the tenant').nextElementSibling).toHaveTextContent('$200.00');
    await userEvent.click(form.getByRole('button', { name: 'Return deposit' }));
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="lease-ledger-deposit"]')).toHaveTextContent('$0.00'),
    );
  },
};

/** B-2's month-to-month lease: nothing posted yet. */
export const Empty: Story = {
  args: { leaseID: MONTH_TO_MONTH_LEASE_ID },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('No entries yet')).toBeVisible();
    await expect(balance(canvasElement)).toHaveTextContent('Nothing owed');
    await expect(canvas.queryByRole('button', { name: 'Return deposit' })).toBeNull();
  },
};

/** Ledger View only: the ledger, receipts and statement, but no action. */
export const ReadOnly: Story = {
  args: { mayAdd: false, mayEdit: false },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(balance(canvasElement)).toHaveTextContent('Owes $550.00'));
    await expect(canvas.queryByRole('button', { name: 'Record payment' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Void/ })).toBeNull();
    await expect(canvas.getAllByRole('link', { name: /^Receipt of/ }).length).toBeGreaterThan(0);
  },
};

/** Add without Edit: payments and charges, no Void. */
export const AddWithoutVoid: Story = {
  args: { mayEdit: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Record payment' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Void/ })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: leaseParameters({ provider: { ...owing, latencyMs: Infinity } }),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="lease-ledger-loading"]')).not.toBeNull(),
    );
  },
};

export const LoadFails: Story = {
  parameters: leaseParameters({
    provider: {
      ...owing,
      failWith: () => ({ ok: false, status: 503, message: 'The ledger is unavailable.' }),
    },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The ledger is unavailable.');
  },
};

export const Dark: Story = { ...Owing, globals: { theme: 'dark' } };

/** At 400 px the table scrolls sideways inside its own focusable region; the page does not. */
export const Narrow: Story = {
  parameters: leaseParameters({ provider: owing, width: 400 }),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(balance(canvasElement)).toHaveTextContent('Owes'));
    const ledger = canvasElement.querySelector('[data-slot="lease-ledger"]') as HTMLElement;
    await expect(ledger.getBoundingClientRect().width).toBeLessThanOrEqual(400);
    await expect(canvas.getByRole('region', { name: 'Ledger entries' })).toHaveAttribute('tabindex', '0');
  },
};

/** By keyboard alone: open "Record payment", fill it, save with Enter; Escape closes a dialog. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(balance(canvasElement)).toHaveTextContent('Owes $550.00'));
    const open = canvas.getByRole('button', { name: 'Record payment' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const form = within(await dialog());
    await waitFor(() => expect(form.getByLabelText('Date received')).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await expect(form.getByLabelText('Amount')).toHaveFocus();
    await userEvent.keyboard('550{Enter}');
    await waitFor(() => expect(balance(canvasElement)).toHaveTextContent('Nothing owed'));
    await waitFor(() => expect(open).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Add charge or credit' }));
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
