// Asks for a password reset link by e-mail; the answer never tells whether an account uses the address.
import { ForgotPasswordForm } from '@hangar/management-forms';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@hangar/ui';
import { Link } from 'react-router-dom';
import { unwrap } from '../../api/client';
import { usePageTitle } from '../../pages/page-title';
import { useSiteSession } from '../../session/site-session';

export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const { client } = useSiteSession();

  return (
    <div className="flex justify-center py-6">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-xl">Forgot password</h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 text-sm">
          <p>Enter the e-mail address of your account and we will send it a link to choose a new password.</p>
          <ForgotPasswordForm
            onSubmit={async (email) => {
              try {
                unwrap(await client.run('sendforgottenpasswordemail', { email }));
                return undefined;
              } catch (error) {
                return (error as Error).message;
              }
            }}
          />
          <Button asChild variant="outline" className="justify-self-start">
            <Link to="/login">Back to login</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
