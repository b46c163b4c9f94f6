import { render, screen } from '@testing-library/react';
import { House } from 'lucide-react';
import type * as React from 'react';
import { describe, expect, it } from 'vitest';
import { NavButton } from './nav-button-row';
import { atOrBelow, NAV_BREAKPOINTS } from './nav-layout';
import { ResponsiveNav } from './responsive-nav';

// Stands in for a router's Link: the site passes its own the same way.
function RouterLink({ to, children, ...props }: React.ComponentProps<'a'> & { to: string }) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}

// Layout at each width is tested in real Chromium by the stories (jsdom has no matchMedia or layout).
describe('responsive nav', () => {
  it('uses the product breakpoints, inclusive at the lower widths', () => {
    expect(NAV_BREAKPOINTS).toEqual({ labelsAbove: 1150, hideRowAt: 650, stackAt: 500 });
    expect(atOrBelow(650)).toBe('(max-width: 650px)');
  });

  it('renders a router link as the button, with the icon and the label inside it', () => {
    render(
      <ResponsiveNav>
        <NavButton icon={<House />} label="Home" asChild>
          <RouterLink to="/home" />
        </NavButton>
      </ResponsiveNav>,
    );
    const link = screen.getByRole('link', { name: 'Home' });
    expect(link).toHaveAttribute('href', '/home');
    expect(link).toHaveAttribute('data-slot', 'nav-button');
    expect(link.querySelector('svg')).not.toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('banner')).toHaveClass('bg-header', 'text-header-foreground');
  });
});
