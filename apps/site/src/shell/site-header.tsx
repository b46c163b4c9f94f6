// The airport's blue header from the ui ResponsiveNav parts: logo menu, title, button row of the seven pages.
import { NavButton, NavButtonRow, NavLinks, NavLogoMenu, NavMenuItem, NavTitle, ResponsiveNav } from '@hangar/ui';
import { Link, NavLink } from 'react-router-dom';
import logoUrl from '../assets/logo.svg';
import { airport } from '../config';
import { navItems } from './nav-items';

export function SiteHeader() {
  return (
    <ResponsiveNav>
      <NavLinks>
        <NavLogoMenu label="Click for menu" logo={<img src={logoUrl} alt="" width={64} height={40} />}>
          {navItems.map(({ to, label, icon: Icon }) => (
            <NavMenuItem key={to} icon={<Icon />} asChild>
              <Link to={to}>{label}</Link>
            </NavMenuItem>
          ))}
        </NavLogoMenu>
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
    </ResponsiveNav>
  );
}
