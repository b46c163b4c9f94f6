import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FIXTURE_COMPANY_ID } from '../contact-fixtures';
import { vendorLoaders, vendorParameters, withManagementProvider } from '../lib/vendor-story';
import { buildersVendor, manyVendors, meachamVendor, vendorFixtures, vendorRecord } from '../vendor-fixtures';
import { addDays } from '../vendor-form/vendor-form-rules';
import { FIXTURE_TODAY } from '../vendor-fixtures';
import { VendorInsuranceAttention } from './vendor-insurance-attention';

const meta = {
  title: 'Management/Vendors/VendorInsuranceAttention',
  component: VendorInsuranceAttention,
  args: {
    managementCompanyID: FIXTURE_COMPANY_ID,
    companyName: 'Alpha',
    getVendorHref: (vendor) => `/vendors/1/edit${vendor.kind === 'company' ? 'c' : 'i'}/${vendor.id}`,
    allHref: '/vendors/1?insurance=attention',
  },
  loaders: vendorLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof VendorInsuranceAttention>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NeedsAttention: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Hicks Field Fuel Co.' })).toHaveAttribute(
      'href',
      '/vendors/1/editc/203',
    );
    const items = canvas.getAllByRole('listitem');
    // Soonest expiry first: the expired one, then today's, then the one in 12 days.
    await expect(items.map((li) => li.querySelector('a')?.textContent)).toEqual([
      'Hicks Field Fuel Co.',
      'Pettit, Jo',
      'Trinity Hangar Doors',
    ]);
    await expect(items[0]).toHaveTextContent('Expired');
    await expect(items[2]).toHaveTextContent('Expiring');
    // The valid and missing ones are not listed.
    await expect(canvas.queryByRole('link', { name: 'Meacham Avionics' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /See all/ })).toBeNull();
  },
};

const expiringSoon = (id: number, days: number) =>
  vendorRecord({
    ...manyVendors(1, id)[0]!,
    id,
    companyName: `Ramp Services ${id}`,
    insurance: [
      {
        type: 'general-liability',
        insurer: 'Hangar Mutual',
        policyNumber: `HM-${id}`,
        coverageCents: null,
        effectiveDate: null,
        expiryDate: addDays(FIXTURE_TODAY, days),
        documentID: null,
        state: 'valid',
      },
    ],
  });

export const MoreThanShown: Story = {
  parameters: vendorParameters({
    vendors: [...vendorFixtures, ...[1, 2, 3, 4].map((n) => expiringSoon(3000 + n, n * 3))],
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'See all 7 vendors needing attention' }),
    ).toHaveAttribute('href', '/vendors/1?insurance=attention');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
  },
};

export const NoneNeedAttention: Story = {
  parameters: vendorParameters({ vendors: [meachamVendor, buildersVendor] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No vendor’s insurance is expiring or expired.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: vendorParameters({ provider: { latencyMs: Infinity } }),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="vendor-insurance-attention"]')).toHaveAttribute(
      'data-state',
      'loading',
    );
  },
};

export const LoadFails: Story = {
  parameters: vendorParameters({
    provider: { refuse: { ok: false, status: 503, message: 'The vendors are unavailable.' } },
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Vendor insurance unavailable: The vendors are unavailable/),
    ).toBeVisible();
  },
};
