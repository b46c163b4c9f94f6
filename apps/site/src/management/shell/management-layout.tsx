// The management face's layout route: session and access gate, side navigation, breadcrumb, user menu,
// company switcher, ConfirmDialog host and toaster, around the routed page. Loaded lazily (routes/management.tsx).
import { Access, hasAccess, type CompanyIdentity, type MyAccess } from '@hangar/contracts';
import { EditorHost, ManagementProvider } from '@hangar/management-forms';
import {
  AlertMessage,
  alerts,
  Breadcrumb,
  Button,
  DelayedSpinner,
  Toaster,
  TooltipProvider,
  WorkArea,
} from '@hangar/ui';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { airport } from '../../config';
import { useFocusHeadingOnNavigation } from '../../shell/focus-on-navigation';
import { useLoginSession, useSiteSession } from '../../session/site-session';
import { gateDecision } from '../access/access-rules';
import { createSiteDataProvider } from '../data/site-data-provider';
import { useSessionQuery } from '../data/use-session-query';
import { CompanySwitcher } from './company-switcher';
import { ImpersonationBar } from './impersonation-bar';
import { ManagementShellContext, type ManagementShellValue } from './management-context';
import { MobileNav } from './mobile-nav';
import { visibleNav, visibleSystemNav } from './nav-model';
import { breadcrumbs, routeCompanyId, routeRequirement } from './route-handle';
import { SideNavLinks } from './side-nav';
import { useUnsavedChangesPrompt } from '../unsaved/use-unsaved-changes-prompt';
import { UserMenu } from './user-menu';
import { portalHome } from '../../portal/portal-rules';

const MAIN_ID = 'main-content';

/** The gate's first step: no valid session → sign in and come back (`/login?returnUrl=`). */
export function ManagementLayout() {
  const session = useLoginSession();
  const location = useLocation();
  if (!session) {
    const returnUrl = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?returnUrl=${returnUrl}`} replace />;
  }
  // A portal user (a tenant or a vendor) is never shown the management shell.
  const portal = portalHome(session);
  if (portal) return <Navigate to={portal} replace />;
  // A new sign-in starts with fresh caches: nothing of the previous user's answers shows.
  return <ManagementFace key={session.token} token={session.token} />;
}

function ManagementFace({ token }: { token: string }) {
  const session = useLoginSession();
  const { client } = useSiteSession();
  const provider = useMemo(() => createSiteDataProvider(client), [client]);
  const location = useLocation();
  const matches = useMatches();
  const me = useSessionQuery(provider, token, 'MyAccess', {});
  const companyList = useSessionQuery(provider, token, 'MgmtCo_list', {});
  // Without the company profile's right the list is refused: the user's own company's identity stands in.
  const ownCompany = me.data?.company;
  const { data: companyRows, error: companyError } = companyList;
  const companies = useMemo(
    () => ({
      data: (companyRows ?? (companyError && ownCompany ? [ownCompany] : undefined)) as
        CompanyIdentity[] | undefined,
      error: companyError && !ownCompany ? companyError : undefined,
    }),
    [companyRows, companyError, ownCompany],
  );

  const leaf = matches.at(-1);
  const routeCompany = leaf ? routeCompanyId(leaf.params) : undefined;
  // The company a page outside `/MgmtCoAdmin/:id` read from its record (a property's page).
  const [pageCompany, setPageCompany] = useState<number | undefined>(undefined);
  const companyId =
    routeCompany ?? pageCompany ?? me.data?.managementCompanyID ?? session?.managementCompanyID ?? 0;
  const company = companies.data?.find((c) => c.id === companyId);
  const requirement = routeRequirement(matches);
  const decision = gateDecision({
    signedIn: session !== null,
    currentUrl: `${location.pathname}${location.search}`,
    me: me.data,
    companyId: routeCompany,
    requirement,
  });
  const allowed = decision.kind === 'allowed' ? decision : null;
  const context = useMemo<ManagementShellValue>(
    () => ({
      provider,
      me: me.data,
      companies: companies.data,
      companiesError: companies.error,
      companyId,
      company,
      access: allowed?.access ?? 0,
      readOnly: allowed?.readOnly ?? true,
      setPageCompany,
    }),
    [
      provider,
      me.data,
      companies.data,
      companies.error,
      companyId,
      company,
      allowed?.access,
      allowed?.readOnly,
      setPageCompany,
    ],
  );
  // An address naming no valid company (`/MgmtCoAdmin/x`) goes to the management home.
  const badCompany = leaf?.params.id !== undefined && routeCompany === undefined;

  let page: ReactNode;
  if (badCompany) page = <Navigate to="/manage" replace />;
  else if (decision.kind === 'login' || decision.kind === 'denied')
    page = <Navigate to={decision.to} replace />;
  else if (decision.kind === 'wait') {
    page = me.error ? (
      <LoadFailed message={me.error.message} retry={() => void me.mutate()} />
    ) : (
      <DelayedSpinner loading label="Checking your access" />
    );
  } else page = <Outlet />;

  return (
    <ManagementShellContext value={context}>
      <ManagementProvider dataProvider={provider} readOnly={context.readOnly}>
        <EditorHost
          useLeaveGuard={useUnsavedChangesPrompt}
          mayDelete={!requirement || hasAccess(context.access, Access.Delete)}
        >
          <Frame
            name={me.data?.fileAs ?? session?.fileAs ?? ''}
            userName={me.data?.userName}
            impersonatedBy={me.data?.impersonatedBy ?? session?.impersonatedBy}
            me={me.data}
            companies={companies.data}
            companyId={companyId}
            companyName={company?.fileAs}
          >
            {page}
          </Frame>
        </EditorHost>
      </ManagementProvider>
    </ManagementShellContext>
  );
}

function LoadFailed({ message, retry }: { message: string; retry: () => void }) {
  return (
    <div role="alert" className="grid max-w-md gap-3 rounded-md border border-destructive p-4 text-sm">
      <p>Your access could not be read: {message}</p>
      <Button variant="outline" size="sm" className="w-fit" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}

function Frame({
  name,
  userName,
  impersonatedBy,
  me,
  companies,
  companyId,
  companyName,
  children,
}: {
  name: string;
  userName: string | undefined;
  impersonatedBy: string | null | undefined;
  me: MyAccess | undefined;
  companies: CompanyIdentity[] | undefined;
  companyId: number;
  companyName: string | undefined;
  children: ReactNode;
}) {
  const matches = useMatches();
  const mainRef = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigation(mainRef);
  // Lazy pages load on navigation: the work area shows the wait cursor and, after 700 ms, a spinner.
  const loading = useNavigation().state !== 'idle';
  const areas = [...(me && companyId ? visibleNav(me, companyId) : []), ...(me ? visibleSystemNav(me) : [])];
  const trail = breadcrumbs(matches, companyName, companyId);

  return (
    <TooltipProvider>
      <div data-slot="management-shell" className="flex min-h-dvh flex-col bg-background text-foreground">
        <a
          href={`#${MAIN_ID}`}
          className="sr-only z-50 rounded-md bg-background px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-2 focus:ring-ring"
        >
          Skip to main content
        </a>
        {/* While acting as another user: whom, why, until when, and the way back (takes its own room). */}
        {impersonatedBy && <ImpersonationBar name={name} impersonatedBy={impersonatedBy} />}
        <header className="flex h-14 shrink-0 items-center gap-2 border-b px-3">
          <MobileNav areas={areas} />
          <Link
            to="/manage"
            className="rounded-md px-1 font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            Hangar management
          </Link>
          <Link
            to="/"
            className="hidden rounded-md px-1 text-sm text-muted-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring sm:inline"
          >
            {airport.name} ({airport.code})
          </Link>
          <div className="ml-auto flex items-center gap-2">
            {me?.isSystemAdmin && companies && companyId > 0 && (
              <CompanySwitcher companies={companies} companyId={companyId} />
            )}
            <UserMenu name={name} userName={userName} impersonatedBy={impersonatedBy} />
          </div>
        </header>
        <div className="flex flex-1">
          <nav aria-label="Management" className="w-60 shrink-0 border-r p-3 max-[900px]:hidden">
            <SideNavLinks areas={areas} />
          </nav>
          <main
            ref={mainRef}
            id={MAIN_ID}
            tabIndex={-1}
            className="grid min-w-0 flex-1 content-start gap-4 p-4 outline-none"
          >
            {trail.length > 1 && (
              <Breadcrumb
                items={trail}
                renderLink={({ href, children, ...props }) => (
                  <Link to={href} {...props}>
                    {children}
                  </Link>
                )}
              />
            )}
            <WorkArea loading={loading} loadingLabel="Loading page">
              {/* The page-level alert; navigation clears it unless it was kept for one (router.tsx). */}
              <AlertMessage className="mb-3 empty:hidden" />
              {children}
            </WorkArea>
          </main>
        </div>
        <Toaster store={alerts} />
      </div>
    </TooltipProvider>
  );
}

export const Component = ManagementLayout;
