// The seven airport destinations, shared by the logo menu and the header's button row.
import { CloudSun, FileText, Home, Info, LogIn, Radar, ShieldAlert } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';

export type NavItem = { to: string; label: string; icon: ComponentType<SVGProps<SVGSVGElement>> };

export const navItems: NavItem[] = [
  { to: '/', label: 'Home', icon: Home },
  { to: '/about', label: 'Information', icon: Info },
  { to: '/weather', label: 'Weather', icon: CloudSun },
  { to: '/radar', label: 'Radar', icon: Radar },
  { to: '/tfr', label: 'Flight Restrictions', icon: ShieldAlert },
  { to: '/login', label: 'Login', icon: LogIn },
  { to: '/terms', label: 'Terms and Conditions', icon: FileText },
];

/** The destinations to offer: a signed-in user is not asked to log in (their name links to their home). */
export function navItemsFor(signedIn: boolean): NavItem[] {
  return signedIn ? navItems.filter((item) => item.to !== '/login') : navItems;
}
