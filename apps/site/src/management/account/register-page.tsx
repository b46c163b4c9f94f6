// Self-registration, offered only while a system value switches it on.
import { RegisterForm } from '@hangar/management-forms';
import { Button, Card, CardContent, CardHeader, CardTitle, DelayedSpinner } from '@hangar/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { unwrap } from '../../api/client';
import { usePageTitle } from '../../pages/page-title';
import { useSiteSession } from '../../session/site-session';

type Availability = 'checking' | 'open' | 'closed' | { error: string };

export function RegisterPage() {
  usePageTitle('Register');
  const { client } = useSiteSession();
  const [availability, setAvailability] = useState<Availability>('checking');

  useEffect(() => {
    let live = true;
    client
      .run('IsNewRegistrationAvailable', {})
      .then(unwrap)
      .then(
        (open) => live && setAvailability(open ? 'open' : 'closed'),
        (error: Error) => live && setAvailability({ error: error.message }),
      );
    return () => {
      live = false;
    };
  }, [client]);

  return (
    <div className="flex justify-center py-6">
      <Card className="w-full max-w-lg">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-xl">Register</h1>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {availability === 'checking' && (
            <DelayedSpinner loading label="Checking whether registration is open" />
          )}
          {availability === 'closed' && (
            <div className="grid gap-3 text-sm">
              <p>New registrations are closed. Ask your management company for an account.</p>
              <Button asChild variant="outline" className="justify-self-start">
                <Link to="/login">Back to login</Link>
              </Button>
            </div>
          )}
          {typeof availability === 'object' && (
            <p role="alert" className="text-sm text-destructive">
              Registration could not be checked: {availability.error}
            </p>
          )}
          {availability === 'open' && (
            <RegisterForm
              onSubmit={async (values) => {
                try {
                  unwrap(await client.run('register', {}, values));
                  return undefined;
                } catch (error) {
                  return (error as Error).message;
                }
              }}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
