import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, Plus } from 'lucide-react';
import type * as React from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { PageHeader, type BreadcrumbLinkProps } from './page-header';

const onAdd = fn();

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  args: {
    title: 'Leases',
    description: 'Every lease of Hicks Airfield North Hangars, newest first.',
    breadcrumbs: [
      { label: 'Manage', href: '#/manage' },
      { label: 'Properties', href: '#/manage/properties' },
      { label: 'North Hangars', href: '#/manage/properties/7' },
      { label: 'Leases' },
    ],
    actions: (
      <>
        <Button variant="outline">
          <Download aria-hidden="true" /> Export
        </Button>
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" /> Add lease
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    onAdd.mockClear();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Leases' })).toBeVisible();
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(crumbs).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(crumbs).getByText('Leases')).toHaveAttribute('aria-current', 'page');
    // Keyboard order: the crumbs, then the actions.
    await userEvent.tab();
    await expect(within(crumbs).getByRole('link', { name: 'Manage' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Export' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onAdd).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = {
  args: { breadcrumbs: undefined, description: undefined, actions: undefined, title: 'Dashboard' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Stands in for the site's router Link, which takes `to` where an anchor takes `href`. */
function RouterLink({ to, children, ...props }: Omit<React.ComponentProps<'a'>, 'href'> & { to: string }) {
  return (
    <a {...props} href={to} data-router-link="">
      {children}
    </a>
  );
}

export const WithRouterLinks: Story = {
  args: {
    renderLink: ({ href, ...props }: BreadcrumbLinkProps) => <RouterLink to={href} {...props} />,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Properties' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '#/manage/properties');
    await expect(link).toHaveAttribute('data-slot', 'breadcrumb-link');
  },
};

const column = (width: number) => (Story: () => React.ReactElement) => (
  <div style={{ width }}>
    <Story />
  </div>
);

function boxes(canvasElement: HTMLElement) {
  const title = within(canvasElement).getByRole('heading', { level: 1 }).getBoundingClientRect();
  const actions = canvasElement.querySelector('[data-slot="page-header-actions"]') as HTMLElement;
  return { title, actions: actions.getBoundingClientRect() };
}

export const Wide: Story = {
  decorators: [column(900)],
  play: async ({ canvasElement }) => {
    const { title, actions } = boxes(canvasElement);
    await expect(actions.left).toBeGreaterThanOrEqual(title.right);
    await expect(actions.top).toBeLessThan(title.bottom);
  },
};

export const Narrow: Story = {
  decorators: [column(360)],
  args: { title: 'Leases of North Hangars and the shade ports by the fuel farm' },
  play: async ({ canvasElement }) => {
    const { title, actions } = boxes(canvasElement);
    // The actions wrap under the title instead of squeezing it.
    await expect(actions.top).toBeGreaterThanOrEqual(title.bottom);
    const header = canvasElement.querySelector('[data-slot="page-header"]') as HTMLElement;
    await expect(header.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const DefaultDark: Story = { ...Default, globals: { theme: 'dark' } };
export const NarrowDark: Story = { ...Narrow, globals: { theme: 'dark' } };
