// Shown when a signed-in user asks for something their groups do not grant.
import { Button, Card, CardContent, CardFooter, CardHeader, CardTitle } from '@hangar/ui';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../pages/page-title';
import { useLoginSession } from '../../session/site-session';
import { ImpersonationBar } from '../shell/impersonation-bar';

export function NotAuthorizedPage() {
  usePageTitle('Not authorized');
  const session = useLoginSession();
  return (
    <>
      {/* While acting as another user, the way back stays in sight on this page too. */}
      {session?.impersonatedBy && (
        <ImpersonationBar name={session.fileAs} impersonatedBy={session.impersonatedBy} />
      )}
      <div className="flex justify-center py-6">
        <Card className="w-full max-w-md">
          <CardHeader>
            <CardTitle asChild>
              <h1 className="text-xl">Not authorized</h1>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-sm">
              Your account does not have access to that page. Ask your company&apos;s administrator to add you
              to a security group that grants it.
            </p>
          </CardContent>
          <CardFooter className="gap-2">
            <Button asChild>
              <Link to="/manage">Management home</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/login">Sign in as someone else</Link>
            </Button>
          </CardFooter>
        </Card>
      </div>
    </>
  );
}
