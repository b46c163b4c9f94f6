import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { propertyLoaders, propertyParameters, withManagementProvider } from '../lib/property-story';
import { FIXTURE_COMPANY_ID } from '../contact-fixtures';
import { HICKS_ID } from '../property-fixtures';
import { RentalUnitList } from './rental-unit-list';

const meta = {
  title: 'Management/Properties/RentalUnitList',
  component: RentalUnitList,
  args: {
    scope: { propertyID: HICKS_ID },
    getUnitHref: (u) => `/manageunitsfor/${u.propertyID}/unit/${u.id}`,
    newUnitHref: `/manageunitsfor/${HICKS_ID}/unit/new`,
    onAddSeveral: fn(),
  },
  loaders: propertyLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof RentalUnitList>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const numbers = (canvas: Canvas) =>
  canvas
    .getAllByRole('link')
    .filter((a: HTMLElement) => a.getAttribute('data-slot') === 'data-table-link')
    .map((a: HTMLElement) => a.textContent);
const loaded = (canvas: Canvas) => canvas.findByRole('link', { name: 'H-1' });

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await loaded(canvas);
    // Natural order: H-2 before H-10.
    await expect(numbers(canvas).slice(0, 6)).toEqual(['B-1', 'B-2', 'H-1', 'H-2', 'H-3', 'H-4']);
    await expect(numbers(canvas).indexOf('H-2')).toBeLessThan(numbers(canvas).indexOf('H-10'));
    const b1 = canvas.getByRole('row', { name: /B-1/ });
    await expect(b1).toHaveTextContent('50 × 14 ft');
    await expect(b1).toHaveTextContent('$950.00');
    await expect(b1).toHaveTextContent('Vacant');
    // Status comes first after the unit, where a narrow list keeps it in sight.
    const headers = canvas.getAllByRole('columnheader').map((h: HTMLElement) => h.textContent?.trim());
    await expect(headers.slice(0, 2)).toEqual(['Number', 'Status']);
    await userEvent.click(canvas.getByRole('button', { name: 'Add several units' }));
    await expect(args.onAddSeveral).toHaveBeenCalledOnce();
  },
};

/** Every unit of the company, found by its number: the Property column says whose each is. */
export const CompanyWideSearch: Story = {
  args: {
    scope: { managementCompanyID: FIXTURE_COMPANY_ID },
    newUnitHref: undefined,
    onAddSeveral: undefined,
  },
  play: async ({ canvas }) => {
    await loaded(canvas);
    const headers = canvas.getAllByRole('columnheader').map((h: HTMLElement) => h.textContent?.trim());
    await expect(headers.slice(0, 3)).toEqual(['Number', 'Property', 'Status']);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search units' }), 'H-1{Enter}');
    await waitFor(() => expect(numbers(canvas)).toEqual(['H-1', 'H-10', 'H-11', 'H-12']));
    await expect(canvas.getByRole('row', { name: /H-1\b/ })).toHaveTextContent('Hicks Airfield Hangars');
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search units' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search units' }), 'Z-99{Enter}');
    await expect(await canvas.findByText('No units match')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the search and filters' }));
    await loaded(canvas);
  },
};

export const Filters: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Unit type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tie-down' }));
    await waitFor(() => expect(numbers(canvas)).toEqual(['T-1', 'T-2', 'T-3', 'T-4']));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Offline' }));
    await waitFor(() => expect(numbers(canvas)).toEqual(['T-4']));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Listing' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Listed' }));
    await expect(await canvas.findByText('No units match')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the search and filters' }));
    await waitFor(() => expect(numbers(canvas)).toHaveLength(20));
  },
};

const chooseAircraft = async (canvas: Canvas, option: string) => {
  await userEvent.click(canvas.getByRole('combobox', { name: 'Fits an aircraft' }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

/** A Piper Malibu (43 ft span) is too wide for the T-hangars' 41.5 ft doors: only the box hangars, which fit. */
export const FitsAnAircraft: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await chooseAircraft(canvas, 'Piper PA-46 Malibu (43 × 11.3 ft)');
    await waitFor(() => expect(numbers(canvas)).toEqual(['B-1', 'B-2']));
    const b1 = canvas.getByRole('row', { name: /B-1/ });
    await expect(b1).toHaveTextContent('Fits');
    await expect(b1).toHaveTextContent('7 ft to spare in width, 2.7 ft in height');
    await expect(canvas.getByRole('columnheader', { name: 'Aircraft fit' })).toBeVisible();
    await chooseAircraft(canvas, 'Any aircraft');
    await waitFor(() => expect(numbers(canvas)).toHaveLength(20));
    await expect(canvas.queryByRole('columnheader', { name: 'Aircraft fit' })).toBeNull();
  },
};

/** A size typed in feet: the T-hangars take a 40 ft span, tightly, and the tie-downs (no door) are left out. */
export const FitsATypedSize: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await chooseAircraft(canvas, 'Other size…');
    await userEvent.type(canvas.getByLabelText('Wingspan (ft)'), '40');
    await userEvent.type(canvas.getByLabelText('Tail height (ft)'), '11{Enter}');
    await waitFor(() => expect(numbers(canvas)).not.toContain('T-1'));
    await expect(numbers(canvas)).toContain('B-1');
    const h1 = canvas.getByRole('row', { name: /H-1\b/ });
    await expect(h1).toHaveTextContent('Tight');
    await expect(h1).toHaveTextContent('1 ft to spare in height');
    await expect(canvas.getByRole('row', { name: /B-1/ })).toHaveTextContent('Fits');
  },
};

/** A wingspan that is not feet is refused at its field, and the list is not narrowed by it. */
export const FitsABadSize: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await chooseAircraft(canvas, 'Other size…');
    await userEvent.type(canvas.getByLabelText('Wingspan (ft)'), 'wide');
    await userEvent.type(canvas.getByLabelText('Tail height (ft)'), '8.9');
    await userEvent.click(canvas.getByRole('button', { name: 'Show units it fits' }));
    await expect(canvas.getByLabelText('Wingspan (ft)')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Wingspan (ft)')).toHaveAccessibleDescription(
      'Enter feet as a number, such as 38.3',
    );
    await expect(numbers(canvas)).toContain('T-1');
    await expect(canvas.queryByRole('columnheader', { name: 'Aircraft fit' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: propertyParameters({ provider: { units: [] } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No units yet')).toBeVisible();
    const empty = canvas.getByText('No units yet').closest('[data-slot="empty-state"]') as HTMLElement;
    await expect(within(empty).getByRole('link', { name: 'Add unit' })).toBeVisible();
  },
};

export const ReadOnlyViewer: Story = {
  args: { newUnitHref: undefined, onAddSeveral: undefined },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.queryByRole('link', { name: 'Add unit' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add several units' })).toBeNull();
  },
};

export const LoadFails: Story = {
  parameters: propertyParameters({
    provider: { refuse: { ok: false, status: 503, message: 'Units unavailable.' } },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Units unavailable.');
  },
};

export const Narrow: Story = {
  parameters: propertyParameters({ width: 400 }),
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    const list = canvasElement.querySelector('[data-slot="rental-unit-list"]') as HTMLElement;
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(400);
  },
};
