// The airport's blue header: the logo opens the menu, a button row repeats it on wide screens.
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  Tooltip,
  TooltipContent,
  TooltipTrigger,
} from '@hangar/ui';
import { NavLink, useNavigate } from 'react-router-dom';
import logoUrl from '../assets/logo.svg';
import { airport } from '../config';
import { navItems } from './nav-items';

export function SiteHeader() {
  const navigate = useNavigate();
  return (
    <header data-slot="site-header" className="bg-header text-header-foreground">
      {/* At 500 px and below the header's parts stack (spec §2.2). */}
      <div className="flex items-center gap-3 px-3 py-2 max-[500px]:flex-col max-[500px]:items-start">
        <DropdownMenu>
          <Tooltip>
            <TooltipTrigger asChild>
              <DropdownMenuTrigger asChild>
                <button
                  type="button"
                  data-slot="site-logo"
                  aria-label="Click for menu"
                  className="shrink-0 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-header-foreground/70"
                >
                  <img src={logoUrl} alt="" width={64} height={40} />
                </button>
              </DropdownMenuTrigger>
            </TooltipTrigger>
            <TooltipContent>Click for menu</TooltipContent>
          </Tooltip>
          <DropdownMenuContent align="start">
            {navItems.map(({ to, label, icon: Icon }) => (
              <DropdownMenuItem key={to} icon={<Icon />} onSelect={() => navigate(to)}>
                {label}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
        <p data-slot="site-title" className="text-lg font-semibold min-[651px]:hidden">
          {airport.name} ({airport.code})
        </p>
        <nav aria-label="Main" data-slot="site-nav" className="flex flex-1 flex-wrap items-center gap-1 max-[650px]:hidden">
          {navItems.map(({ to, label, icon: Icon }) => (
            <Button
              key={to}
              asChild
              variant="ghost"
              size="sm"
              className="text-header-foreground hover:bg-header-foreground/15 hover:text-header-foreground aria-[current=page]:bg-header-foreground/20"
            >
              <NavLink to={to} end aria-label={label} title={label}>
                <Icon aria-hidden="true" />
                {/* Labels only above 1150 px; below, the icon and the accessible name carry it. */}
                <span data-slot="nav-label" className="hidden min-[1151px]:inline" aria-hidden="true">
                  {label}
                </span>
              </NavLink>
            </Button>
          ))}
        </nav>
      </div>
    </header>
  );
}
