// The management face's entry. Lazily loaded: an anonymous visitor of the airport pages never downloads it.
// Its route tree (/manage, /MgmtCoAdmin/…, /properties/…, /systemadmin/… per DESIGN.md) grows here.
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@hangar/ui';
import { Link, useLocation } from 'react-router-dom';
import { usePageTitle } from '../pages/page-title';

export function ManagementPage() {
  usePageTitle('Management');
  const location = useLocation();
  const returnUrl = `${location.pathname}${location.search}`;
  return (
    <div className="flex justify-center py-6">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-xl">Property and hangar management</h1>
          </CardTitle>
          <CardDescription>The management face is for signed-in management companies, vendors and administrators.</CardDescription>
        </CardHeader>
        <CardContent>
          <p className="text-sm">Sign in to manage properties, hangars, leases and users.</p>
        </CardContent>
        <CardFooter>
          <Button asChild>
            <Link to={`/login?returnUrl=${encodeURIComponent(returnUrl)}`}>Sign in</Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}

export { ManagementPage as Component };
