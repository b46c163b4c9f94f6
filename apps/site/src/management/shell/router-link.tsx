// Links of the package screens (tables, breadcrumbs, invite buttons) rendered with the router's Link.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

type LinkProps = { href: string; className?: string; children: ReactNode; 'data-slot'?: string };

/** For a screen's `renderLink`: client-side navigation instead of a page load. */
export function routerLink({ href, children, ...props }: LinkProps) {
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}
