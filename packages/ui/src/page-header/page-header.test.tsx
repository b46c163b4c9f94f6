import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumb, PageHeader } from './page-header';

const crumbs = [
  { label: 'Manage', href: '/manage' },
  { label: 'Properties', href: '/manage/properties' },
  { label: 'North Hangars' },
];

describe('Breadcrumb', () => {
  it('is a navigation landmark with an ordered list, the last crumb the current page', () => {
    render(<Breadcrumb items={crumbs} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'Properties' })).toHaveAttribute(
      'href',
      '/manage/properties',
    );
    expect(within(nav).getByText('North Hangars')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Manage' })).not.toHaveAttribute('aria-current');
  });

  it('marks a last crumb that is a link as the current page too', () => {
    render(
      <Breadcrumb
        items={[
          { label: 'Manage', href: '/manage' },
          { label: 'Leases', href: '/leases' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Leases' })).toHaveAttribute('aria-current', 'page');
  });

  it('hides the separators from assistive technology', () => {
    const { container } = render(<Breadcrumb items={crumbs} />);
    const separators = container.querySelectorAll('[data-slot="breadcrumb-separator"]');
    expect(separators).toHaveLength(2);
    for (const separator of separators) expect(separator).toHaveAttribute('aria-hidden', 'true');
  });

  it('lets the app render the links (a router Link)', () => {
    render(
      <Breadcrumb
        items={crumbs}
        renderLink={({ href, children, ...props }) => (
          <a {...props} href={`#${href}`} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    const link = screen.getByRole('link', { name: 'Manage' });
    expect(link).toHaveAttribute('href', '#/manage');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveAttribute('data-slot', 'breadcrumb-link');
  });
});

describe('PageHeader', () => {
  it('has one h1, its description, breadcrumb and actions', () => {
    render(
      <PageHeader
        title="Leases"
        description="Every lease of Hicks Airfield."
        breadcrumbs={crumbs}
        actions={<button type="button">Add lease</button>}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Leases' })).toHaveAttribute('data-slot', 'page-header-title');
    expect(screen.getByText('Every lease of Hicks Airfield.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add lease' }).parentElement).toHaveAttribute(
      'data-slot',
      'page-header-actions',
    );
  });

  it('leaves out what it is not given, and is not a banner landmark', () => {
    const { container } = render(<PageHeader title="Dashboard" />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(container.querySelector('[data-slot="page-header-actions"]')).toBeNull();
    expect(container.querySelector('[data-slot="page-header-description"]')).toBeNull();
  });
});
