// The management face's home: who is signed in, what they may do, and signing out.
import { Badge, Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@hangar/ui';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../pages/page-title';
import { useLoginSession, useSiteSession } from '../session/site-session';
import { accessText, featureName } from './access-text';

export function ManageHome() {
  usePageTitle('Management');
  const session = useLoginSession();
  const { store } = useSiteSession();
  const navigate = useNavigate();
  const location = useLocation();
  if (!session) {
    return <Navigate to={`/login?returnUrl=${encodeURIComponent(location.pathname + location.search)}`} replace />;
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
            {' · '}session valid until{' '}
            <time dateTime={session.expires}>{expires.toLocaleString()}</time>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {session.isSystemAdmin ? (
            <p className="flex items-center gap-2 text-sm">
              <Badge variant="info">System administrator</Badge> All system access.
            </p>
          ) : session.systemSecurityFeaturesAccess.length === 0 ? (
            <p className="text-sm text-muted-foreground">Your account has no system features granted.</p>
          ) : (
            <section aria-labelledby="your-access">
              <h2 id="your-access" className="mb-2 text-sm font-semibold">Your access</h2>
              <ul className="grid gap-1 text-sm">
                {session.systemSecurityFeaturesAccess.map((entry) => (
                  <li key={entry.systemSecurityFeatureID} className="flex justify-between gap-4 border-b py-1">
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
