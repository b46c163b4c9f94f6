import type { Meta, StoryObj } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { expect, waitFor } from 'storybook/test';
import { FIXTURE_COMPANY_ID } from '../contact-fixtures';
import { TENANT_CONTACT_ID } from '../lease-fixtures';
import { leaseLoaders, withManagementProvider } from '../lib/lease-story';
import { ContactLeases } from './contact-leases';

const meta = {
  title: 'Management/Leases/ContactLeases',
  component: ContactLeases,
  args: {
    managementCompanyID: FIXTURE_COMPANY_ID,
    contactID: TENANT_CONTACT_ID,
    getLeaseHref: (l) => `/lease/${l.id}`,
  },
  loaders: leaseLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof ContactLeases>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const rows = (canvas: Canvas) => canvas.getAllByRole('row').slice(1);

/** Cody Barrera: tenant of H-1 now and again later; each row leads to the lease. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Leases' })).toBeVisible();
    await waitFor(() => expect(rows(canvas)).toHaveLength(2));
    const links = canvas.getAllByRole('link', { name: 'H-1, Hicks Airfield Hangars' });
    await expect(links.map((a) => a.getAttribute('href'))).toEqual(['/lease/503', '/lease/501']);
  },
};

/** An occupant's lease counts too (Bea Nguyen lives in H-1 on Cody Barrera's lease). */
export const AsOccupant: Story = {
  args: { contactID: 104 },
  play: async ({ canvas }) => {
    await waitFor(() => expect(rows(canvas)).toHaveLength(1));
    await expect(rows(canvas)[0]).toHaveTextContent('Barrera, Cody');
  },
};

export const NoLeases: Story = {
  args: { contactID: 111 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This contact is on no lease.')).toBeVisible();
  },
};
