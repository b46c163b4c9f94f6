import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  propertyLoaders,
  propertyParameters,
  propertyStoryProvider,
  withManagementProvider,
} from '../lib/property-story';
import { HICKS_ID } from '../property-fixtures';
import { PropertySecurityForm } from './property-security';

const meta = {
  title: 'Management/Properties/PropertySecurityForm',
  component: PropertySecurityForm,
  args: { propertyID: HICKS_ID, getGroupHref: (id) => `/MgmtCoAdmin/1/SecurityGroup/Edit/${id}` },
  loaders: propertyLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof PropertySecurityForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Leasing' })).toHaveAttribute(
      'href',
      '/MgmtCoAdmin/1/SecurityGroup/Edit/23',
    );
    await expect(canvas.getByText(/sees only the properties it is granted/)).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: 'Leasing: Leases, Edit on this property' }),
    ).toBeChecked();
    await expect(canvas.getByRole('region', { name: 'Administrators grants' })).toHaveTextContent(
      'View, Add, Edit, Delete',
    );
  },
};

export const GrantsAndSaves: Story = {
  play: async ({ canvas, loaded }) => {
    const edit = await canvas.findByRole('checkbox', {
      name: 'Maintenance: Rental units, Edit on this property',
    });
    await userEvent.click(edit);
    // Edit brings View with it.
    await expect(
      canvas.getByRole('checkbox', { name: 'Maintenance: Rental units, View on this property' }),
    ).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(/^Saved at/)).toBeVisible();
    const answer = await propertyStoryProvider(loaded).run('PropertySecurity_get', { id: HICKS_ID });
    await waitFor(() =>
      expect(answer.ok && answer.data.groups.find((g) => g.groupID === 24)?.thisProperty).toEqual({
        '202': 5,
      }),
    );
  },
};

export const Refused: Story = {
  parameters: propertyParameters({
    provider: {
      failWith: (op, _r, detail) =>
        op === 'run' && detail.method === 'PUT'
          ? { ok: false, status: 403, message: 'You may not change security.' }
          : null,
    },
  }),
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: 'Maintenance: Details, View on this property' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You may not change security.');
    await expect(
      canvas.getByRole('checkbox', { name: 'Maintenance: Details, View on this property' }),
    ).toBeChecked();
  },
};

export const ReadOnly: Story = {
  parameters: propertyParameters({ readOnly: true }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('checkbox', { name: 'Leasing: Leases, Edit on this property' }),
    ).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

export const Narrow: Story = {
  parameters: propertyParameters({ width: 400 }),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('link', { name: 'Leasing' });
    const form = canvasElement.querySelector('[data-slot="property-security"]') as HTMLElement;
    await expect(form.getBoundingClientRect().width).toBeLessThanOrEqual(400);
  },
};
