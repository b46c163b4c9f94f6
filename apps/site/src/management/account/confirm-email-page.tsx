// Where the e-mail confirmation link lands: uses the key once and says whether the address is confirmed.
import { Button, Card, CardContent, CardHeader, CardTitle, DelayedSpinner } from '@hangar/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { unwrap } from '../../api/client';
import { usePageTitle } from '../../pages/page-title';
import { useSiteSession } from '../../session/site-session';

type Outcome = 'checking' | 'confirmed' | { error: string };

export function ConfirmEmailPage() {
  usePageTitle('Confirm e-mail');
  const { key = '' } = useParams();
  const { client } = useSiteSession();
  const [settled, setSettled] = useState<{ key: string; outcome: Outcome } | null>(null);
  const outcome: Outcome = settled?.key === key ? settled.outcome : 'checking';
  // The key is single-use: StrictMode's second effect run must reuse the first request, not send another.
  const request = useRef<{ key: string; done: Promise<Outcome> } | null>(null);

  useEffect(() => {
    if (request.current?.key !== key) {
      const done = client
        .run('authenticateemail', { key })
        .then(unwrap)
        .then(
          (): Outcome => 'confirmed',
          (error: Error): Outcome => ({ error: error.message }),
        );
      request.current = { key, done };
    }
    let live = true;
    void request.current.done.then((result) => live && setSettled({ key, outcome: result }));
    return () => {
      live = false;
    };
  }, [client, key]);

  return (
    <div className="flex justify-center py-6">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-xl">Confirm e-mail</h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm">
          {outcome === 'checking' && <DelayedSpinner loading label="Confirming your e-mail address" />}
          {outcome === 'confirmed' && (
            <>
              <p role="status">Your e-mail address is confirmed. You can log in now.</p>
              <Button asChild className="justify-self-start">
                <Link to="/login">Log in</Link>
              </Button>
            </>
          )}
          {typeof outcome === 'object' && (
            <>
              <p role="alert" className="text-destructive">
                Your e-mail address could not be confirmed: {outcome.error}
              </p>
              <Button asChild variant="outline" className="justify-self-start">
                <Link to="/login">Back to login</Link>
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
