import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SecurityFeatureCatalog } from './feature-catalog';
import { refusing, systemLoaders, systemParameters, withManagementProvider } from './system-story';

const meta = {
  title: 'Management/System/SecurityFeatureCatalog',
  component: SecurityFeatureCatalog,
  args: {
    level: 'system',
    getGroupHref: (g) => (g.level === 'system' ? `#/groups/edit?id=${g.id}` : undefined),
  },
  loaders: systemLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof SecurityFeatureCatalog>;
export default meta;
type Story = StoryObj<typeof meta>;

const feature = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.getByRole('heading', { name }).closest('li') as HTMLElement;

export const SystemFeatures: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Error log' });
    const errorLog = within(feature(canvas, 'Error log'));
    await expect(errorLog.getByText('View')).toBeVisible();
    await expect(errorLog.getByText('Delete')).toBeVisible();
    await expect(errorLog.queryByText('Add')).toBeNull();
    await expect(errorLog.getByRole('link', { name: 'Support desk' })).toHaveAttribute(
      'href',
      '#/groups/edit?id=31',
    );
    await expect(errorLog.getByRole('link', { name: 'Auditors' })).toBeVisible();
    await expect(within(feature(canvas, 'System values')).getByText('No group grants it.')).toBeVisible();
  },
};

export const CompanyFeatures: Story = {
  args: { level: 'mgmtco' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Contacts' });
    const contacts = within(feature(canvas, 'Contacts'));
    await expect(contacts.getByText('Administrators')).toBeVisible();
    await expect(contacts.getAllByText(/Alpha Hangar Management/).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: systemParameters({ system: { latencyMs: Infinity } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the features…')).toBeInTheDocument();
  },
};

export const LoadFails: Story = {
  parameters: refusing('/SecurityFeatureGrants/', 403, 'You may not see the security groups'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('You may not see the security groups', {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

export const Narrow: Story = {
  parameters: systemParameters({ width: 400 }),
  args: { level: 'unit' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Rental unit images' })).toBeVisible();
  },
};
