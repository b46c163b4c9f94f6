// The airport's blue header from the ui ResponsiveNav parts: logo menu, title, button row of the seven pages.
import { NavButton, NavButtonRow, NavLinks, NavTitle, ResponsiveNav } from '@hangar/ui';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import logoUrl from '../assets/logo.svg';
import { airport } from '../config';
import type { OpenRequest } from './logo-menu';
import { navItemsFor } from './nav-items';
import { SignedInLink, useSignedInName } from './signed-in-link';

// The menu's Radix parts are a tenth of what a visitor downloads: they load on the first sign of use
// (hover, focus, press) instead of with the page (apps/site bench).
const LogoMenu = lazy(() => import('./logo-menu'));
// On a phone the logo is the only way to the other pages: a menu icon beside it says so (the button row is
// hidden below 651 px).
const logo = (
  <>
    <img src={logoUrl} alt="" width={64} height={40} />
    <Menu data-slot="logo-menu-icon" aria-hidden="true" className="ml-1 size-5 min-[651px]:hidden" />
  </>
);

function LogoMenuOnDemand() {
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  const [openRequest, setOpenRequest] = useState<OpenRequest>(null);
  const standInRef = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    setWanted(true);
    setOpenRequest('keyboard');
  };
  // Stands in for NavLogoMenu's trigger (same box, same name) until the menu's chunk has arrived; it stays
  // mounted meanwhile so a keyboard user's focus is never dropped.
  const standIn = (
    <button
      ref={standInRef}
      type="button"
      data-slot="logo-menu-stand-in"
      aria-label="Click for menu"
      aria-haspopup="menu"
      aria-expanded={false}
      title="Click for menu"
      className="inline-flex shrink-0 items-center rounded-md p-1 outline-none hover:bg-header-foreground/15 focus-visible:ring-2 focus-visible:ring-header-foreground/70"
      onPointerEnter={() => setWanted(true)}
      onFocus={() => setWanted(true)}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        setWanted(true);
        setOpenRequest('pointer');
      }}
      onKeyDown={onKeyDown}
    >
      {logo}
    </button>
  );
  return (
    <>
      {!ready && standIn}
      {wanted && (
        <Suspense fallback={null}>
          <LogoMenu
            logo={logo}
            openRequest={openRequest}
            standIn={standInRef}
            onReady={() => setReady(true)}
          />
        </Suspense>
      )}
    </>
  );
}

export function SiteHeader() {
  const navItems = navItemsFor(useSignedInName() !== null);
  return (
    <ResponsiveNav>
      <NavLinks>
        <LogoMenuOnDemand />
        <NavTitle>
          {airport.name} ({airport.code})
        </NavTitle>
      </NavLinks>
      <NavButtonRow className="ml-auto">
        {navItems.map(({ to, label, icon: Icon }) => (
          <NavButton key={to} icon={<Icon />} label={label} asChild>
            <NavLink to={to} end />
          </NavButton>
        ))}
      </NavButtonRow>
      <SignedInLink />
    </ResponsiveNav>
  );
}
