// The office's waiting list screen in the browser: a read-only user sees the lists without Move or Offer, an
// empty list says so, and a move refused for want of a reason shows why and keeps what was typed.
import {
  ACCESS_ALL,
  MgmtCoFeature,
  waitlistMoveSchema,
  type MyAccess,
  type Waitlist,
  type WaitlistEntry,
} from '@hangar/contracts';
import { ManagementProvider } from '@hangar/management-forms';
import { createMemoryProvider } from '@hangar/management-forms/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ManagementShellContext, type ManagementShellValue } from '../shell/management-context';
import { Component as WaitlistPage } from './waitlist-page';

const me: MyAccess = {
  userName: 'leasing',
  fileAs: 'Leasing, Lee',
  managementCompanyID: 1,
  isSystemAdmin: false,
  impersonatedBy: null,
  grants: [{ securityFeatureID: MgmtCoFeature.Waitlist, access: 1, scopeID: null }],
};

const entry = (position: number, name: string): WaitlistEntry => ({
  applicationID: 40 + position,
  unitType: 't-hangar',
  position,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  phone: '',
  unitTypes: ['t-hangar'],
  aircraft: {
    registration: `N${position}22SR`,
    make: 'Cirrus',
    model: 'SR22',
    wingspanFt: 38.3,
    lengthFt: 26,
    tailHeightFt: 8.9,
  },
  notes: '',
  confirmedUtc: '2026-03-0' + position + 'T15:00:00.000Z',
  movedReason: null,
  movedUtc: null,
  movedBy: null,
  offer: null,
});

const waitlist = (entries: WaitlistEntry[]): Waitlist => ({
  managementCompanyID: 1,
  unitType: 't-hangar',
  counts: [{ unitType: 't-hangar', waiting: entries.length }],
  entries,
  unconfirmed: 0,
});

/** The screen over a memory provider answering its calls; `moves` collects the moves it accepted. */
function renderWith(list: Waitlist, readOnly: boolean) {
  const moves: unknown[] = [];
  const provider = createMemoryProvider(
    {},
    {
      named: {
        '/Waitlist/': () => ({ ok: true, data: list }),
        '/WaitlistHistory/': () => ({ ok: true, data: { offers: [] } }),
        '/WaitlistSettings/': () => ({
          ok: true,
          data: { clearanceWidthFt: 2, clearanceHeightFt: 1, offerDays: 5 },
        }),
        '/RentalUnitSearch': () => ({ ok: true, data: { items: [], total: 0, page: 1, pageSize: 100 } }),
        // As the API: the move's body checked by its schema, refused at the field.
        '/WaitlistMove': (_m, _p, body) => {
          const parsed = waitlistMoveSchema.safeParse(body);
          if (!parsed.success) {
            const issue = parsed.error.issues[0]!;
            return {
              ok: false,
              status: 400,
              message: 'Check the highlighted fields.',
              fieldErrors: { [String(issue.path[0])]: issue.message },
            };
          }
          moves.push(parsed.data);
          return { ok: true, data: list };
        },
      },
    },
  );
  const company = { id: 1, name: 'Alpha Hangar Management', fileAs: 'Alpha', isActive: true } as never;
  const shell: ManagementShellValue = {
    provider,
    me,
    companies: [company],
    companiesError: undefined,
    companyId: 1,
    company,
    access: ACCESS_ALL,
    readOnly,
    setPageCompany: () => {},
  };
  const router = createMemoryRouter([{ path: '/waitlist/:id', element: <WaitlistPage /> }], {
    initialEntries: ['/waitlist/1'],
  });
  render(
    <ManagementShellContext value={shell}>
      <ManagementProvider dataProvider={provider}>
        <RouterProvider router={router} />
      </ManagementProvider>
    </ManagementShellContext>,
  );
  return { moves };
}

const listSection = () => screen.getByRole('region', { name: 'T-hangar list' });

describe('the waiting list screen', () => {
  it('shows a read-only user the list in order, without Move, Offer or Save settings', async () => {
    renderWith(waitlist([entry(1, 'Ada Byron'), entry(2, 'Ben Ortiz')]), true);
    expect(await screen.findByText('Ada Byron')).toBeVisible();
    const rows = within(listSection()).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent?.slice(0, 10))).toEqual(['1Ada Byron', '2Ben Ortiz']);
    expect(screen.queryByRole('button', { name: /^Move/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Offer/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
    expect(await screen.findByLabelText('Width clearance (ft)')).toHaveAttribute('readonly');
  });

  it('says so when nobody waits', async () => {
    renderWith(waitlist([]), false);
    expect(await screen.findByText('Nobody waits for a T-hangar.')).toBeVisible();
    expect(within(listSection()).queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'T-hangar (0)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('refuses a move without a reason at the Reason field and keeps the new position typed', async () => {
    const { moves } = renderWith(waitlist([entry(1, 'Ada Byron'), entry(2, 'Ben Ortiz')]), false);
    await screen.findAllByRole('cell', { name: /Ben Ortiz/ });
    fireEvent.click(screen.getByRole('button', { name: /^Move\s*Ben Ortiz$/ }));
    const form = screen.getByRole('form', { name: 'Move Ben Ortiz' });
    const position = within(form).getByRole('textbox', { name: 'New position' });
    fireEvent.change(position, { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Move' }));
    const reason = within(form).getByRole('textbox', { name: /^Reason/ });
    await expect.poll(() => reason.getAttribute('aria-invalid')).toBe('true');
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining('Give the reason for the move (at least 5 characters)'),
    );
    expect(within(form).getByText('Check the highlighted fields.')).toHaveRole('alert');
    expect(position).toHaveValue('1');
    expect(moves).toEqual([]);
    // With a reason the same move goes through and the form closes.
    fireEvent.change(reason, { target: { value: 'Agreed at the airport board' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Move' }));
    await expect.poll(() => screen.queryByRole('form', { name: 'Move Ben Ortiz' })).toBeNull();
    expect(moves).toEqual([
      { applicationID: 42, unitType: 't-hangar', position: 1, reason: 'Agreed at the airport board' },
    ]);
  });
});
