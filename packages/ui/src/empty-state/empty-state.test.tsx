import { render, screen } from '@testing-library/react';
import { Inbox } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows its title as an h3, its description and its action', () => {
    render(
      <EmptyState
        icon={<Inbox />}
        title="No leases yet"
        description="Leases you add appear here."
        action={<button type="button">Add a lease</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No leases yet' })).toHaveAttribute(
      'data-slot',
      'empty-state-title',
    );
    expect(screen.getByText('Leases you add appear here.')).toHaveAttribute(
      'data-slot',
      'empty-state-description',
    );
    expect(screen.getByRole('button', { name: 'Add a lease' })).toBeInTheDocument();
  });

  it('hides the decorative icon from assistive technology', () => {
    const { container } = render(<EmptyState icon={<Inbox />} title="Nothing" />);
    const icon = container.querySelector('[data-slot="empty-state-icon"]');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon?.querySelector('svg')).not.toBeNull();
  });

  it('renders only what it is given, with the title element asked for', () => {
    const { container } = render(<EmptyState title="No results" titleAs="p" size="sm" />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('No results').tagName).toBe('P');
    expect(container.querySelector('[data-slot="empty-state-icon"]')).toBeNull();
    expect(container.querySelector('[data-slot="empty-state-description"]')).toBeNull();
    expect(container.querySelector('[data-slot="empty-state-action"]')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-size', 'sm');
  });
});
