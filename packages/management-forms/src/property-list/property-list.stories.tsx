import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_COMPANY_ID } from '../contact-fixtures';
import { propertyLoaders, propertyParameters, withManagementProvider } from '../lib/property-story';
import { manyProperties, propertyFixtures } from '../property-fixtures';
import { PropertyList } from './property-list';

const meta = {
  title: 'Management/Properties/PropertyList',
  component: PropertyList,
  args: {
    managementCompanyID: FIXTURE_COMPANY_ID,
    getPropertyHref: (p) => `/properties/${p.id}/Edit/details`,
    newPropertyHref: '/MgmtCoAdmin/1/Properties/new',
  },
  loaders: propertyLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof PropertyList>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const names = (canvas: Canvas) =>
  canvas
    .getAllByRole('link')
    .filter((a: HTMLElement) => a.getAttribute('data-slot') === 'data-table-link')
    .map((a: HTMLElement) => a.textContent);
const loaded = (canvas: Canvas) => canvas.findByRole('link', { name: 'Hicks Airfield Hangars' });

export const Filled: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(names(canvas)).toEqual([
      'Duplex, Bluebonnet',
      'Hicks Airfield Hangars',
      'Saginaw Office Park',
    ]);
    const hicks = canvas.getByRole('row', { name: /Hicks Airfield Hangars/ });
    // 20 units, 8 of them vacant (three T-hangars, B-1, three tie-downs and O-2), managed by Dana.
    await expect(
      within(hicks)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining(['20', '8']));
    await expect(hicks).toHaveTextContent('Airport / hangar');
    await expect(hicks).toHaveTextContent('Fort Worth');
    await expect(hicks).toHaveTextContent('Whitfield, Dana');
    await expect(canvas.getByRole('link', { name: 'Hicks Airfield Hangars' })).toHaveAttribute(
      'href',
      '/properties/301/Edit/details',
    );
    await expect(canvas.getByRole('link', { name: 'Add property' })).toBeVisible();
  },
};

export const Filters: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'With vacant units' }));
    await waitFor(() => expect(names(canvas)).toEqual(['Duplex, Bluebonnet', 'Hicks Airfield Hangars']));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Office' }));
    await expect(await canvas.findByText('No properties match')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the search and filters' }));
    await waitFor(() => expect(names(canvas)).toHaveLength(3));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(names(canvas)).toEqual(['Old Fuel Farm']));
  },
};

export const SearchAndSort: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: /Units/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Units/ }));
    await waitFor(() => expect(names(canvas)[0]).toBe('Hicks Airfield Hangars'));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search properties' }), 'saginaw');
    await waitFor(() => expect(names(canvas)).toEqual(['Saginaw Office Park']));
  },
};

export const Paging: Story = {
  parameters: propertyParameters({ provider: { properties: [...propertyFixtures, ...manyProperties(30)] } }),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByText('1–25 of 33')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('26–33 of 33')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: propertyParameters({ provider: { properties: [] } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No properties yet')).toBeVisible();
    const empty = canvas.getByText('No properties yet').closest('[data-slot="empty-state"]') as HTMLElement;
    await expect(within(empty).getByRole('link', { name: 'Add property' })).toBeVisible();
  },
};

export const EmptyWithoutAddRight: Story = {
  args: { newPropertyHref: undefined },
  parameters: propertyParameters({ provider: { properties: [] } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No properties yet')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Add property' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: propertyParameters({ provider: { latencyMs: Infinity } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFails: Story = {
  parameters: propertyParameters({
    provider: { refuse: { ok: false, status: 503, message: 'The property list is unavailable.' } },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The property list is unavailable.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Narrow: Story = {
  parameters: propertyParameters({ width: 400 }),
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    const list = canvasElement.querySelector('[data-slot="property-list"]') as HTMLElement;
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(400);
  },
};

export const Dark: Story = { ...Filled, globals: { theme: 'dark' } };
