import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { contactFixtures, FIXTURE_COMPANY_ID, manyContacts } from '../contact-fixtures';
import { contactLoaders, contactParameters, withManagementProvider } from '../lib/contact-story';
import { ContactList } from './contact-list';
import {
  contactListSearchParams,
  DEFAULT_CONTACT_LIST_STATE,
  type ContactListState,
} from './contact-list-rules';

const meta = {
  title: 'Management/Contacts/ContactList',
  component: ContactList,
  args: {
    managementCompanyID: FIXTURE_COMPANY_ID,
    getEditHref: (contact) => `/manage/contacts/${contact.id}`,
    newIndividualHref: '/manage/contacts/new/individual',
    newCompanyHref: '/manage/contacts/new/company',
  },
  loaders: contactLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof ContactList>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const rowLinks = (canvas: Canvas) =>
  canvas.getAllByRole('link').filter((a: HTMLElement) => a.getAttribute('data-slot') === 'data-table-link');
const names = (canvas: Canvas) => rowLinks(canvas).map((a: HTMLElement) => a.textContent);
const loaded = (canvas: Canvas) => canvas.findByRole('link', { name: 'Barrera, Cody' });

export const Filled: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    // Active contacts by file as; the inactive ones are left out.
    await expect(names(canvas)).toEqual([
      'Barrera, Cody',
      'Castañeda, Lupe — Alliance Air Charter',
      'Hatcher, Jolene',
      'Hicks Field Fuel Co.',
      'McAllister, Travis',
      'Meacham Avionics',
      'Nguyen, Bea',
      'Rosa Delgado',
      'Tidwell, Earl (airport board chair)',
      'Trinity Aero Services',
      'Whitfield, Dana',
    ]);
    await expect(canvas.getByRole('link', { name: 'Whitfield, Dana' })).toHaveAttribute(
      'href',
      '/manage/contacts/101',
    );
    const dana = canvas.getByRole('row', { name: /Whitfield, Dana/ });
    await expect(dana).toHaveTextContent('dana.whitfield@example.com');
    await expect(dana).toHaveTextContent('(817) 555-0142');
    await expect(dana).toHaveTextContent('Fort Worth');
    await expect(dana).toHaveTextContent('Mar 4, 2026');
    await expect(canvas.getByRole('link', { name: 'New individual' })).toHaveAttribute(
      'href',
      '/manage/contacts/new/individual',
    );
    await expect(canvas.getByText('1–11 of 11')).toBeVisible();
  },
};

export const Searching: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search contacts' }), 'fort worth');
    await waitFor(() => expect(names(canvas)).not.toContain('Nguyen, Bea'));
    await expect(names(canvas)).toContain('Whitfield, Dana');
    await expect(names(canvas)).toContain('Meacham Avionics');
  },
};

export const Filters: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Companies' }));
    await waitFor(() =>
      expect(names(canvas)).toEqual(['Hicks Field Fuel Co.', 'Meacham Avionics', 'Trinity Aero Services']),
    );
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(names(canvas)).toEqual(['Lone Star Hangar Builders']));
    await expect(
      canvas.getByText('Inactive', { selector: '[data-slot="contact-list-inactive"]' }),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Tag' }), 'fuel{Enter}');
    await expect(await canvas.findByText('No contacts match')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the search and filters' }));
    await waitFor(() => expect(names(canvas)).toHaveLength(11));
    await expect(canvas.getByRole('searchbox', { name: 'Tag' })).toHaveValue('');
  },
};

export const Sorting: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: /Updated/ }));
    await waitFor(() => expect(names(canvas)[0]).toBe('Rosa Delgado'));
    await userEvent.click(canvas.getByRole('button', { name: /Updated/ }));
    await waitFor(() => expect(names(canvas)[0]).toBe('Whitfield, Dana'));
    await expect(canvas.getByRole('columnheader', { name: /Updated/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};

export const Paging: Story = {
  parameters: contactParameters({ contacts: [...contactFixtures, ...manyContacts(40)] }),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByText('1–25 of 51')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('26–50 of 51')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(await canvas.findByText('51–51 of 51')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: contactParameters({ contacts: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No contacts yet')).toBeVisible();
    const empty = canvas.getByText('No contacts yet').closest('[data-slot="empty-state"]') as HTMLElement;
    await expect(within(empty).getByRole('link', { name: 'New company' })).toBeVisible();
  },
};

export const ReadOnlyViewer: Story = {
  args: { newIndividualHref: undefined, newCompanyHref: undefined },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.queryByRole('link', { name: /New / })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: contactParameters({ provider: { latencyMs: Infinity } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading contacts…')).toBeInTheDocument();
  },
};

export const LoadFails: Story = {
  parameters: contactParameters({
    provider: {
      refuse: { ok: false, status: 503, message: 'The contact list is unavailable. Try again soon.' },
    },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The contact list is unavailable');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Narrow: Story = {
  parameters: contactParameters({ width: 400 }),
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    const list = canvasElement.querySelector('[data-slot="contact-list"]') as HTMLElement;
    // The toolbar wraps and the table scrolls inside its region: nothing pushes the page wider.
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(400);
    await expect(canvas.getByRole('region', { name: 'Contacts' })).toBeVisible();
  },
};

export const Dark: Story = { ...Filled, globals: { theme: 'dark' } };

/** The caller owns the state (the site keeps it in the URL); here it is shown as the query string. */
export const Controlled: Story = {
  render: function Render(args) {
    const [query, setQuery] = useState<ContactListState>({ ...DEFAULT_CONTACT_LIST_STATE, kind: 'company' });
    return (
      <div className="grid gap-3">
        <p className="text-sm">
          URL: <output aria-label="URL">?{contactListSearchParams(query).toString()}</output>
        </p>
        <ContactList {...args} query={query} onQueryChange={setQuery} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Meacham Avionics' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search contacts' }), 'aero{Enter}');
    await waitFor(() => expect(canvas.getByLabelText('URL')).toHaveTextContent('?q=aero&kind=company'));
    await waitFor(() => expect(names(canvas)).toEqual(['Trinity Aero Services']));
  },
};
