// `/portal/accept/{key}`: the invitation's page. It says whose invitation it is, takes a user name and a password
// (the password rules of every account), accepts the key once, and sends to the sign-in.
import { Button, Card, CardContent, CardHeader, CardTitle, Field, Input, PasswordInput } from '@hangar/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { alertMessage } from '@hangar/ui';
import { usePageTitle } from '../pages/page-title';
import { useSiteSession } from '../session/site-session';

type Invitation = { kind: 'tenant' | 'vendor'; fileAs: string; companyName: string };
type State =
  { status: 'loading' } | { status: 'bad'; error: string } | { status: 'ready'; invitation: Invitation };

export function AcceptForm({
  invitation,
  onAccept,
}: {
  invitation: Invitation;
  onAccept: (values: { userName: string; password: string }) => Promise<string | null>;
}) {
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mismatch = confirm !== '' && confirm !== password ? 'The passwords differ' : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (userName.trim().length < 3) return setError('Choose a user name of 3 to 25 characters');
    if (password.length < 12) return setError('Password must be at least 12 characters');
    if (password !== confirm) return setError('The passwords differ');
    setBusy(true);
    setError(await onAccept({ userName: userName.trim(), password }));
    setBusy(false);
  }

  return (
    <form
      noValidate
      aria-label="Accept the invitation"
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4"
    >
      <p>
        {invitation.companyName} invites {invitation.fileAs} to its {invitation.kind} portal. Choose a user
        name and a password.
      </p>
      <Field label="User name" required>
        <Input
          name="userName"
          autoComplete="username"
          value={userName}
          onChange={(e) => setUserName(e.target.value)}
        />
      </Field>
      <Field label="Password" description="At least 12 characters, not a common one" required>
        <PasswordInput
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      <Field label="Password again" error={mismatch} required>
        <PasswordInput
          name="confirm"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
      </Field>
      <p role="alert" className="text-sm text-destructive">
        {error}
      </p>
      <Button type="submit" disabled={busy}>
        Accept and create my sign-in
      </Button>
    </form>
  );
}

export function AcceptPage() {
  usePageTitle('Portal invitation');
  const { key = '' } = useParams();
  const { client } = useSiteSession();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    void client
      .run('PortalInviteAccept_get', { key })
      .then((result) => {
        if (!live) return;
        setState(
          result.success
            ? { status: 'ready', invitation: result.data }
            : { status: 'bad', error: result.error },
        );
      })
      .catch(() => live && setState({ status: 'bad', error: 'The server could not be reached; try again.' }));
    return () => {
      live = false;
    };
  }, [client, key]);

  async function accept(values: { userName: string; password: string }): Promise<string | null> {
    try {
      const result = await client.run('PortalInviteAccept_create', { key }, values);
      if (!result.success) return result.error;
    } catch {
      return 'The server could not be reached; try again.';
    }
    alertMessage.set('Your sign-in is ready: sign in with your new user name and password.', {
      type: 'success',
      keepAfterNavigation: true,
    });
    await navigate('/login', { replace: true });
    return null;
  }

  return (
    <div className="flex justify-center py-6">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-xl">Portal invitation</h1>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {state.status === 'loading' && <p role="status">Checking the invitation…</p>}
          {state.status === 'bad' && <p role="alert">{state.error}</p>}
          {state.status === 'ready' && <AcceptForm invitation={state.invitation} onAccept={accept} />}
        </CardContent>
      </Card>
    </div>
  );
}
