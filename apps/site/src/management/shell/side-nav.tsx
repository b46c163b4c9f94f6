// The side navigation: management home, then each area's pages the user may view.
import { cn } from '@hangar/ui';
import { House } from 'lucide-react';
import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import type { VisibleArea } from './nav-model';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-2 rounded-md px-3 py-1.5 text-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring',
    isActive && 'bg-accent font-medium text-accent-foreground',
  );

/**
 * One area's links under its heading: a group, not a region landmark (a region named "Contacts" here would
 * clash with the contact list's own "Contacts" region, and areas are no page sections).
 */
function Area({ area, onNavigate }: { area: VisibleArea; onNavigate?: () => void }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="grid gap-1">
      <h2 id={id} className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {area.label}
      </h2>
      <ul className="grid gap-0.5">
        {area.entries.map((entry) => (
          <li key={entry.href}>
            <NavLink to={entry.href} end={entry.end} className={linkClass} onClick={onNavigate}>
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The navigation's contents; `onNavigate` closes the narrow-window menu when a link is followed. */
export function SideNavLinks({ areas, onNavigate }: { areas: VisibleArea[]; onNavigate?: () => void }) {
  return (
    <div data-slot="management-nav" className="grid gap-4">
      <NavLink to="/manage" end className={linkClass} onClick={onNavigate}>
        <House aria-hidden="true" className="size-4" />
        Home
      </NavLink>
      {areas.map((area) => (
        <Area key={area.label} area={area} onNavigate={onNavigate} />
      ))}
    </div>
  );
}
