// The portals' own face: a plain header (the company, who is signed in, Sign out) around the page; never the
// management shell. A visitor without a session signs in first; a management user goes to the management face.
import { Button } from '@hangar/ui';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useLoginSession, useSiteSession } from '../session/site-session';
import { portalHome } from './portal-rules';

const MAIN_ID = 'portal-main';

export function PortalFrame({
  title,
  who,
  onSignOut,
  children,
}: {
  title: string;
  who: string;
  onSignOut: () => void;
  children: ReactNode;
}) {
  return (
    <div data-slot="portal-shell" className="min-h-screen bg-background text-foreground">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-background focus:p-2"
      >
        Skip to content
      </a>
      <header className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-3">
        <p className="font-semibold">{title}</p>
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm text-muted-foreground">{who}</span>
          <Button variant="outline" size="sm" onClick={onSignOut}>
            Sign out
          </Button>
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6">
        {children}
      </main>
    </div>
  );
}

/** The layout of `/portal/tenant` and `/portal/vendor`. */
export function PortalLayout({ kind }: { kind: 'tenant' | 'vendor' }) {
  const session = useLoginSession();
  const { store } = useSiteSession();
  const location = useLocation();
  const navigate = useNavigate();
  if (!session) {
    const returnUrl = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?returnUrl=${returnUrl}`} replace />;
  }
  const home = portalHome(session);
  if (!home) return <Navigate to="/manage" replace />;
  if (!home.endsWith(kind)) return <Navigate to={home} replace />;
  return (
    <PortalFrame
      title={kind === 'tenant' ? 'Tenant portal' : 'Vendor portal'}
      who={session.fileAs}
      onSignOut={() => {
        void store.logout().then(() => navigate('/login', { replace: true }));
      }}
    >
      <Outlet />
    </PortalFrame>
  );
}

export const TenantPortalLayout = () => <PortalLayout kind="tenant" />;
export const VendorPortalLayout = () => <PortalLayout kind="vendor" />;
