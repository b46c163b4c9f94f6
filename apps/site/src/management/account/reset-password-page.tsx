// Where the password reset link lands: checks the key, names the account, then takes the new password.
import { NewPasswordForm } from '@hangar/management-forms';
import { Button, Card, CardContent, CardHeader, CardTitle, DelayedSpinner } from '@hangar/ui';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { unwrap } from '../../api/client';
import { usePageTitle } from '../../pages/page-title';
import { useSiteSession } from '../../session/site-session';

type KeyState = 'checking' | { userName: string } | { error: string };

export function ResetPasswordPage() {
  usePageTitle('Reset password');
  const { key = '' } = useParams();
  const { client } = useSiteSession();
  const [checked, setChecked] = useState<{ key: string; state: KeyState } | null>(null);
  const state: KeyState = checked?.key === key ? checked.state : 'checking';

  useEffect(() => {
    let live = true;
    // Validating does not use the key up, so a repeated request (StrictMode) does no harm.
    client
      .run('validatepasswordchange', { key })
      .then(unwrap)
      .then(
        ({ userName }) => live && setChecked({ key, state: { userName } }),
        (error: Error) => live && setChecked({ key, state: { error: error.message } }),
      );
    return () => {
      live = false;
    };
  }, [client, key]);

  return (
    <div className="flex justify-center py-6">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-xl">Choose a new password</h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 text-sm">
          {state === 'checking' && <DelayedSpinner loading label="Checking the link" />}
          {typeof state === 'object' && 'error' in state && (
            <>
              <p role="alert" className="text-destructive">
                {state.error}
              </p>
              <Button asChild variant="outline" className="justify-self-start">
                <Link to="/forgotpassword">Ask for a new link</Link>
              </Button>
            </>
          )}
          {typeof state === 'object' && 'userName' in state && (
            <>
              <p>
                For the account <strong data-slot="reset-password-user">{state.userName}</strong>.
              </p>
              <NewPasswordForm
                userName={state.userName}
                successMessage={
                  <div className="grid gap-3">
                    <p>Your password is changed. You can log in now.</p>
                    <Button asChild className="justify-self-start">
                      <Link to="/login">Log in</Link>
                    </Button>
                  </div>
                }
                onSubmit={async (newPassword) => {
                  try {
                    unwrap(await client.run('changepassword', {}, { key, newPassword }));
                    return undefined;
                  } catch (error) {
                    return (error as Error).message;
                  }
                }}
              />
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
