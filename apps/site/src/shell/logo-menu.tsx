// The logo's dropdown menu (ui NavLogoMenu): its own chunk, fetched when the visitor reaches for the logo.
import { NavLogoMenu, NavMenuItem } from '@hangar/ui';
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { navItemsFor } from './nav-items';
import { useSignedInName } from './signed-in-link';

export type OpenRequest = 'pointer' | 'keyboard' | null;

export type LogoMenuProps = {
  logo: ReactNode;
  /** How the visitor pressed the stand-in button before this chunk arrived, if they did. */
  openRequest: OpenRequest;
  /** The stand-in button, still on screen until `onReady`. */
  standIn: RefObject<HTMLButtonElement | null>;
  onReady: () => void;
};

export default function LogoMenu({ logo, openRequest, standIn, onReady }: LogoMenuProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const navItems = navItemsFor(useSignedInName() !== null);
  // Before paint: swap the stand-in for the real trigger without a flash, keeping focus. A press on the
  // stand-in opens the menu as it mounts, so one press is enough.
  useLayoutEffect(() => {
    const trigger = ref.current?.querySelector<HTMLButtonElement>('[data-slot="nav-logo-button"]');
    const hadFocus = standIn.current !== null && standIn.current === document.activeElement;
    onReady();
    if (trigger && (hadFocus || openRequest)) trigger.focus({ preventScroll: true });
    // Only the first mount hands over; later renders are the menu's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <span ref={ref} className="contents">
      <NavLogoMenu label="Click for menu" logo={logo} defaultOpen={openRequest !== null}>
        {navItems.map(({ to, label, icon: Icon }) => (
          <NavMenuItem key={to} icon={<Icon />} asChild>
            <Link to={to}>{label}</Link>
          </NavMenuItem>
        ))}
      </NavLogoMenu>
    </span>
  );
}
