import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { House } from 'lucide-react';
import type * as React from 'react';
import { describe, expect, it } from 'vitest';
import { NavButton, NavButtonRow } from './nav-button-row';
import { atOrBelow, NAV_BREAKPOINTS, NAV_CSS } from './nav-layout';
import { NavLinks, NavTitle, ResponsiveNav } from './responsive-nav';

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

  it('renders on a server with the default breakpoints in CSS, the window being unknown', () => {
    const html = renderToString(
      <ResponsiveNav>
        <NavLinks>
          <NavTitle>Hicks Airfield (T67)</NavTitle>
        </NavLinks>
        <NavButtonRow>
          <NavButton icon={<House />} label="Home" />
        </NavButtonRow>
      </ResponsiveNav>,
    );
    const { body } = new DOMParser().parseFromString(html, 'text/html');
    const header = body.querySelector('[data-slot="responsive-nav"]')!;
    // No guessed state: the media queries decide, so no width sees the wrong header before hydration.
    expect(header.getAttribute('data-labels')).toBeNull();
    expect(header.className).toContain(NAV_CSS.stackedHeader);
    expect(body.querySelector('[data-slot="nav-title"]')!.className).toContain(NAV_CSS.titleHidden);
    const row = body.querySelector('[data-slot="nav-button-row"]')!;
    expect(row.hasAttribute('hidden')).toBe(false);
    expect(row.className).toContain(NAV_CSS.rowHidden);
    expect(body.querySelector('[data-slot="nav-button-label"]')!.className).toBe(NAV_CSS.labelsHidden);
    // Each class is the media query the browser's layout uses.
    expect(NAV_CSS.rowHidden).toContain(atOrBelow(NAV_BREAKPOINTS.hideRowAt).replace(' ', ''));
    expect(NAV_CSS.labelsHidden).toContain(atOrBelow(NAV_BREAKPOINTS.labelsAbove).replace(' ', ''));
    expect(NAV_CSS.stackedHeader).toContain(atOrBelow(NAV_BREAKPOINTS.stackAt).replace(' ', ''));
  });

  it('renders in the browser from the window at once (no CSS-only state)', () => {
    render(
      <ResponsiveNav>
        <NavTitle>Title</NavTitle>
      </ResponsiveNav>,
    );
    // jsdom has no matchMedia: the wide layout, decided in JavaScript.
    expect(screen.getByRole('banner')).toHaveAttribute('data-labels', 'visible');
    expect(screen.queryByText('Title')).toBeNull();
  });
});
