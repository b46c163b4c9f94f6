import type { Meta, StoryObj } from '@storybook/react-vite';
import { Ban, CloudSun, FileText, House, Info, LogIn, Plane, Radar } from 'lucide-react';
import type * as React from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { NavButton, NavButtonRow } from './nav-button-row';
import type { NavBreakpoints } from './nav-layout';
import { NavLogoMenu, NavMenuItem } from './nav-logo-menu';
import { NavLinks, NavTitle, ResponsiveNav } from './responsive-nav';

const destinations = [
  { href: '#/', label: 'Home', icon: <House /> },
  { href: '#/about', label: 'Information', icon: <Info /> },
  { href: '#/weather', label: 'Weather', icon: <CloudSun /> },
  { href: '#/radar', label: 'Radar', icon: <Radar /> },
  { href: '#/tfr', label: 'Flight Restrictions', icon: <Ban /> },
  { href: '#/login', label: 'Login', icon: <LogIn /> },
  { href: '#/terms', label: 'Terms and Conditions', icon: <FileText /> },
];

function Logo() {
  return (
    <span className="flex size-10 items-center justify-center rounded-full bg-header-foreground text-header">
      <Plane className="size-6" />
    </span>
  );
}

/** Stands in for the site's router link, which receives the nav part's props the same way. */
function Link({ children, ...props }: React.ComponentProps<'a'>) {
  return <a {...props}>{children}</a>;
}

/** The airport site's header, built from the parts; links are plain anchors here, router links in the site. */
function AirportHeader(props: NavBreakpoints) {
  return (
    <ResponsiveNav {...props}>
      <NavLinks>
        <NavLogoMenu logo={<Logo />}>
          {destinations.map(({ href, label, icon }) => (
            <NavMenuItem key={href} icon={icon} asChild>
              <Link href={href}>{label}</Link>
            </NavMenuItem>
          ))}
        </NavLogoMenu>
        <NavTitle>Hicks Airfield (T67)</NavTitle>
      </NavLinks>
      <NavButtonRow className="ml-auto">
        {destinations.map(({ href, label, icon }) => (
          <NavButton
            key={href}
            icon={icon}
            label={label}
            asChild
            aria-current={href === '#/weather' ? 'page' : undefined}
          >
            <Link href={href} />
          </NavButton>
        ))}
      </NavButtonRow>
    </ResponsiveNav>
  );
}
// Names the Docs page's props tab (a built Storybook shortens function names).
AirportHeader.displayName = 'AirportHeader';

const viewport = (width: number) => ({
  name: `${width}px`,
  styles: { width: `${width}px`, height: '700px' },
});

/**
 * The airport site's blue header, built from its parts: ResponsiveNav around NavLinks (the NavLogoMenu, a menu
 * of every destination behind the logo, and the NavTitle) and a NavButtonRow of NavButton links. The buttons'
 * labels show on wide windows and become tips on narrower ones; on narrow windows the row hides and the title
 * shows. Give NavButton and NavMenuItem the router's links with `asChild`.
 */
const meta = {
  title: 'UI/ResponsiveNav',
  component: AirportHeader,
  subcomponents: { ResponsiveNav, NavButtonRow, NavButton, NavLogoMenu, NavMenuItem },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        w1280: viewport(1280),
        w1151: viewport(1151),
        w1150: viewport(1150),
        w900: viewport(900),
        w651: viewport(651),
        w650: viewport(650),
        w501: viewport(501),
        w500: viewport(500),
        w375: viewport(375),
      },
    },
  },
} satisfies Meta<typeof AirportHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

const at = (value: string) => ({ viewport: { value, isRotated: false } });

function labels(canvasElement: HTMLElement) {
  return [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="nav-button-label"]')];
}

export const Wide: Story = {
  globals: at('w1280'),
  play: async ({ canvas, canvasElement }) => {
    const row = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(row).getAllByRole('link')).toHaveLength(7);
    for (const label of labels(canvasElement)) await expect(label).not.toHaveClass('sr-only');
    await expect(within(row).getByRole('link', { name: 'Weather' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByText('Hicks Airfield (T67)')).toBeNull();
  },
};

export const LabelsAppearAbove1150: Story = {
  globals: at('w1151'),
  play: async ({ canvasElement }) => {
    await expect(labels(canvasElement)[0]).toBeVisible();
    await expect(labels(canvasElement)[0]).not.toHaveClass('sr-only');
  },
};

export const IconsOnlyAt1150: Story = {
  globals: at('w1150'),
  play: async ({ canvas, canvasElement }) => {
    for (const label of labels(canvasElement)) await expect(label).toHaveClass('sr-only');
    // The hidden text still names every button.
    const row = canvas.getByRole('navigation', { name: 'Main' });
    for (const { label } of destinations)
      await expect(within(row).getByRole('link', { name: label })).toBeVisible();
    await expect(canvas.queryByText('Hicks Airfield (T67)')).toBeNull();
  },
};

export const IconsOnlyWithTooltip: Story = {
  globals: at('w900'),
  play: async ({ canvas }) => {
    const radar = canvas.getByRole('link', { name: 'Radar' });
    await userEvent.hover(radar);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Radar');
    await userEvent.unhover(radar);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    // Keyboard focus shows the label under the button, Escape hides it and focus stays.
    radar.focus();
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Radar');
    await expect(tip.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      radar.getBoundingClientRect().bottom,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(radar).toHaveFocus();
    radar.blur();
  },
};

export const NoTooltipWhileLabelsShow: Story = {
  globals: at('w1151'),
  play: async ({ canvas }) => {
    const radar = canvas.getByRole('link', { name: 'Radar' });
    radar.focus();
    await userEvent.hover(radar);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(screen.queryByRole('tooltip')).toBeNull();
    radar.blur();
  },
};

export const RowStillShownAt651: Story = {
  globals: at('w651'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.queryByText('Hicks Airfield (T67)')).toBeNull();
  },
};

export const TitleInsteadOfRowAt650: Story = {
  globals: at('w650'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="nav-button-row"]')).not.toBeVisible();
    await expect(canvas.getByText('Hicks Airfield (T67)')).toBeVisible();
    const logo = canvas.getByRole('button', { name: 'Site menu' }).getBoundingClientRect();
    const title = canvas.getByText('Hicks Airfield (T67)').getBoundingClientRect();
    await expect(title.left).toBeGreaterThanOrEqual(logo.right);
  },
};

export const SideBySideAt501: Story = {
  globals: at('w501'),
  play: async ({ canvas }) => {
    const logo = canvas.getByRole('button', { name: 'Site menu' }).getBoundingClientRect();
    const title = canvas.getByText('Hicks Airfield (T67)').getBoundingClientRect();
    await expect(title.left).toBeGreaterThanOrEqual(logo.right);
  },
};

export const StackedAt500: Story = {
  globals: at('w500'),
  play: async ({ canvas }) => {
    const logo = canvas.getByRole('button', { name: 'Site menu' }).getBoundingClientRect();
    const title = canvas.getByText('Hicks Airfield (T67)').getBoundingClientRect();
    await expect(title.top).toBeGreaterThanOrEqual(logo.bottom);
  },
};

export const Phone: Story = { globals: at('w375') };

export const LogoMenu: Story = {
  globals: at('w1280'),
  play: async ({ canvas }) => {
    const logo = canvas.getByRole('button', { name: 'Site menu' });
    await userEvent.hover(logo);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Click for menu');
    await userEvent.click(logo);
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(destinations.map((d) => d.label));
    for (const item of items) {
      await expect(item.tagName).toBe('A');
      await expect(item.querySelector('[data-slot="nav-menu-item-icon"] svg')).not.toBeNull();
    }
    await expect(within(menu).getByRole('menuitem', { name: 'Radar' })).toHaveAttribute('href', '#/radar');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(logo).toHaveFocus();
  },
};

export const LogoMenuByKeyboard: Story = {
  globals: at('w650'),
  play: async ({ canvas }) => {
    await userEvent.tab();
    const logo = canvas.getByRole('button', { name: 'Site menu' });
    await expect(logo).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Home' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Weather' })).toHaveFocus();
  },
};

export const CustomBreakpoints: Story = {
  args: { labelsAbove: 800, hideRowAt: 400, stackAt: 300 },
  globals: at('w900'),
  play: async ({ canvasElement }) => {
    for (const label of labels(canvasElement)) await expect(label).not.toHaveClass('sr-only');
  },
};

export const WideDark: Story = { ...Wide, globals: { ...at('w1280'), theme: 'dark' } };
export const MenuOpenDark: Story = {
  globals: { ...at('w650'), theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Site menu' }));
    await expect(await screen.findByRole('menu')).toBeVisible();
  },
};
