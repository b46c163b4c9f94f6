// The management face's home: who is signed in, what they may do, and signing out.
import type { MgmtCo } from '@hangar/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  DelayedSpinner,
} from '@hangar/ui';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { unwrap } from '../api/client';
import { usePageTitle } from '../pages/page-title';
import { useLoginSession, useSiteSession } from '../session/site-session';
import { accessText, featureName } from './access-text';

type Companies =
  { state: 'loading' } | { state: 'loaded'; rows: MgmtCo[] } | { state: 'failed'; error: string };

/** The management companies this user may see (GET /api/MgmtCo); a token error there redirects to sign in. */
function CompanyList() {
  const { client } = useSiteSession();
  const [companies, setCompanies] = useState<Companies>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    client
      .get<MgmtCo[]>('/api/MgmtCo')
      .then((result) => {
        if (!live || (!result.success && result.tokenError)) return;
        setCompanies({ state: 'loaded', rows: unwrap(result) });
      })
      .catch((error: Error) => live && setCompanies({ state: 'failed', error: error.message }));
    return () => {
      live = false;
    };
  }, [client]);

  return (
    <section aria-labelledby="your-companies">
      <h2 id="your-companies" className="mb-2 text-sm font-semibold">
        Management companies
      </h2>
      {companies.state === 'loading' && <DelayedSpinner loading label="Loading management companies" />}
      {companies.state === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          {companies.error}
        </p>
      )}
      {companies.state === 'loaded' &&
        (companies.rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No management companies to show.</p>
        ) : (
          <ul className="grid gap-1 text-sm" data-testid="company-list">
            {companies.rows.map((company) => (
              <li key={company.id} className="flex justify-between gap-4 border-b py-1">
                <span>{company.fileAs}</span>
                {!company.isActive && <Badge variant="secondary">inactive</Badge>}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

export function ManageHome() {
  usePageTitle('Management');
  const session = useLoginSession();
  const { store } = useSiteSession();
  const navigate = useNavigate();
  const location = useLocation();
  if (!session) {
    return (
      <Navigate to={`/login?returnUrl=${encodeURIComponent(location.pathname + location.search)}`} replace />
    );
  }
  const expires = new Date(session.expires);
  return (
    <div className="mx-auto grid max-w-2xl gap-4 py-6">
      {session.impersonatedBy && (
        <p role="status" className="rounded-md border border-warning bg-warning/20 p-3 text-sm">
          You are signed in as {session.fileAs} on behalf of {session.impersonatedBy}. Everything you do is
          recorded under both names.
        </p>
      )}
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-xl">Welcome, {session.fileAs}</h1>
          </CardTitle>
          <CardDescription>
            Management company {session.managementCompanyID}
            {' · '}session valid until <time dateTime={session.expires}>{expires.toLocaleString()}</time>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <CompanyList />
          {session.isSystemAdmin ? (
            <p className="flex items-center gap-2 text-sm">
              <Badge variant="info">System administrator</Badge> All system access.
            </p>
          ) : session.systemSecurityFeaturesAccess.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No system-wide features are granted to your account.
            </p>
          ) : (
            <section aria-labelledby="your-access">
              <h2 id="your-access" className="mb-2 text-sm font-semibold">
                Your access
              </h2>
              <ul className="grid gap-1 text-sm">
                {session.systemSecurityFeaturesAccess.map((entry) => (
                  <li
                    key={entry.systemSecurityFeatureID}
                    className="flex justify-between gap-4 border-b py-1"
                  >
                    <span>{featureName(entry.systemSecurityFeatureID)}</span>
                    <span className="text-muted-foreground">{accessText(entry.access)}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </CardContent>
        <CardFooter>
          <Button
            variant="outline"
            onClick={async () => {
              await store.logout();
              await navigate('/login', { replace: true });
            }}
          >
            Log out
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
