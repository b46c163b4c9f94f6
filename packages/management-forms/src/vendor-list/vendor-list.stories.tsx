import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_COMPANY_ID } from '../contact-fixtures';
import { vendorLoaders, vendorParameters, withManagementProvider } from '../lib/vendor-story';
import { manyVendors, vendorFixtures } from '../vendor-fixtures';
import { VendorList } from './vendor-list';
import { DEFAULT_VENDOR_LIST_STATE, vendorListSearchParams, type VendorListState } from './vendor-list-rules';

const meta = {
  title: 'Management/Vendors/VendorList',
  component: VendorList,
  args: {
    managementCompanyID: FIXTURE_COMPANY_ID,
    getEditHref: (vendor) => `/vendors/1/edit${vendor.kind === 'company' ? 'c' : 'i'}/${vendor.id}`,
    newIndividualHref: '/vendors/1/editi/new',
    newCompanyHref: '/vendors/1/editc/new',
  },
  loaders: vendorLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof VendorList>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const rowLinks = (canvas: Canvas) =>
  canvas.getAllByRole('link').filter((a: HTMLElement) => a.getAttribute('data-slot') === 'data-table-link');
const names = (canvas: Canvas) => rowLinks(canvas).map((a: HTMLElement) => a.textContent);
const loaded = (canvas: Canvas) => canvas.findByRole('link', { name: 'Meacham Avionics' });
const choose = async (canvas: Canvas, filter: string, option: string) => {
  await userEvent.click(canvas.getByRole('combobox', { name: filter }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

export const Filled: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(names(canvas)).toEqual([
      'Dominguez, Ray',
      'Hicks Field Fuel Co.',
      'Lone Star Hangar Builders',
      'Meacham Avionics',
      'Pettit, Jo',
      'Trinity Hangar Doors',
    ]);
    await expect(canvas.getByRole('link', { name: 'Meacham Avionics' })).toHaveAttribute(
      'href',
      '/vendors/1/editc/201',
    );
    await expect(canvas.getByRole('link', { name: 'Dominguez, Ray' })).toHaveAttribute(
      'href',
      '/vendors/1/editi/205',
    );
    const row = (name: string) => canvas.getByRole('row', { name: new RegExp(name) });
    await expect(row('Meacham Avionics')).toHaveTextContent(/Valid/);
    await expect(row('Meacham Avionics')).toHaveTextContent('Preferred');
    await expect(row('Meacham Avionics')).toHaveTextContent('Avionics');
    await expect(row('Trinity Hangar Doors')).toHaveTextContent(/Expiring\s*expires/);
    await expect(row('Hicks Field Fuel Co.')).toHaveTextContent(/Expired\s*expired/);
    await expect(row('Lone Star Hangar Builders')).toHaveTextContent('Missing');
    await expect(row('Pettit, Jo')).toHaveTextContent('Do not use');
    await expect(canvas.getByRole('link', { name: 'New company' })).toHaveAttribute(
      'href',
      '/vendors/1/editc/new',
    );
  },
};

export const FilterByInsurance: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await choose(canvas, 'Insurance', 'Needs attention');
    await waitFor(() =>
      expect(names(canvas)).toEqual(['Hicks Field Fuel Co.', 'Pettit, Jo', 'Trinity Hangar Doors']),
    );
    await choose(canvas, 'Insurance', 'Missing');
    await waitFor(() => expect(names(canvas)).toEqual(['Lone Star Hangar Builders']));
  },
};

export const FilterByCategory: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await choose(canvas, 'Category', 'Fuel');
    await waitFor(() => expect(names(canvas)).toEqual(['Hicks Field Fuel Co.']));
    await choose(canvas, 'Insurance', 'Valid');
    await expect(await canvas.findByText('No vendors match')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the search and filters' }));
    await waitFor(() => expect(names(canvas)).toHaveLength(6));
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveTextContent('All categories');
  },
};

export const SortsByInsurance: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: /Insurance/ }));
    // Soonest expiry first; a vendor without certificates last.
    await waitFor(() => expect(names(canvas)[0]).toBe('Hicks Field Fuel Co.'));
    await expect(names(canvas).at(-1)).toBe('Lone Star Hangar Builders');
  },
};

export const Searching: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search vendors' }), 'trinity');
    await waitFor(() => expect(names(canvas)).toEqual(['Trinity Hangar Doors']));
  },
};

export const Paging: Story = {
  parameters: vendorParameters({ vendors: [...vendorFixtures, ...manyVendors(30)] }),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByText('1–25 of 36')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('26–36 of 36')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: vendorParameters({ vendors: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No vendors yet')).toBeVisible();
    const empty = canvas.getByText('No vendors yet').closest('[data-slot="empty-state"]') as HTMLElement;
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
  parameters: vendorParameters({ provider: { latencyMs: Infinity } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading vendors…')).toBeInTheDocument();
  },
};

export const LoadFails: Story = {
  parameters: vendorParameters({
    provider: {
      refuse: { ok: false, status: 503, message: 'The vendor list is unavailable. Try again soon.' },
    },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The vendor list is unavailable');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Narrow: Story = {
  parameters: vendorParameters({ width: 400 }),
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    const list = canvasElement.querySelector('[data-slot="vendor-list"]') as HTMLElement;
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(400);
    await expect(canvas.getByRole('region', { name: 'Vendors' })).toBeVisible();
  },
};

export const Dark: Story = { ...Filled, globals: { theme: 'dark' } };

/** The caller owns the state (the site keeps it in the URL); here it is shown as the query string. */
export const Controlled: Story = {
  render: function Render(args) {
    const [query, setQuery] = useState<VendorListState>({
      ...DEFAULT_VENDOR_LIST_STATE,
      insurance: 'attention',
    });
    return (
      <div className="grid gap-3">
        <p className="text-sm">
          URL: <output aria-label="URL">?{vendorListSearchParams(query).toString()}</output>
        </p>
        <VendorList {...args} query={query} onQueryChange={setQuery} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Trinity Hangar Doors' })).toBeVisible();
    await choose(canvas, 'Category', 'Hangar doors');
    await waitFor(() =>
      expect(canvas.getByLabelText('URL')).toHaveTextContent('?category=hangar-doors&insurance=attention'),
    );
    await waitFor(() => expect(names(canvas)).toEqual(['Trinity Hangar Doors']));
  },
};
