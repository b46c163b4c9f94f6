// Login: username and password, validated by the login rules, signing in with POST /api/authenticate.
import { loginSessionSchema } from '@hangar/contracts';
import {
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  Field,
  Input,
  PasswordInput,
} from '@hangar/ui';
import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { airport } from '../config';
import { usePageTitle } from '../pages/page-title';
import { landingAfterLogin } from '../portal/portal-rules';
import { useSiteSession } from '../session/site-session';
import {
  enterSubmits,
  isLoginValid,
  LOGIN_MESSAGES,
  loginCredentials,
  safeReturnUrl,
  validateLogin,
  type LoginValues,
} from './login-rules';

export function LoginPage() {
  usePageTitle('Login');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnUrl = safeReturnUrl(params.get('returnUrl'), airport.managementHome);
  const { store, client } = useSiteSession();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  // Opening the login page ends any session this browser holds.
  useEffect(() => {
    if (store.get()) void store.logout();
    else store.check();
  }, [store]);

  const errors = submitted ? validateLogin(values) : {};
  const valid = isLoginValid(values);

  async function submit() {
    setSubmitted(true);
    setMessage(null);
    if (!isLoginValid(values) || processing) return;
    const credentials = loginCredentials(values);
    if (!credentials) {
      setMessage(LOGIN_MESSAGES.missing);
      return;
    }
    setProcessing(true);
    try {
      const result = await client.run('authenticate', {}, credentials);
      const session = result.success ? loginSessionSchema.safeParse(result.data) : null;
      if (result.success && session?.success) {
        store.login(session.data);
        // A portal user never sees the management face: they land in their own portal.
        await navigate(landingAfterLogin(session.data, returnUrl), { replace: true });
        return;
      }
      setMessage(result.success ? 'Server error' : result.error || 'Server error');
    } catch {
      setMessage(LOGIN_MESSAGES.transport);
    } finally {
      setProcessing(false);
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter submits only when both fields hold more than one character.
    event.preventDefault();
    if (enterSubmits(values)) void submit();
  };
  const set = (field: keyof LoginValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  return (
    <div className="flex justify-center py-6">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-xl">Login</h1>
          </CardTitle>
        </CardHeader>
        <form noValidate onSubmit={onSubmit} aria-label="Login">
          <CardContent className="flex flex-col gap-4">
            <Field label="Username" error={errors.username} required>
              <Input
                name="username"
                autoComplete="username"
                placeholder="Username"
                value={values.username}
                onChange={set('username')}
                onKeyDown={onKeyDown}
              />
            </Field>
            <Field label="Password" error={errors.password} required>
              <PasswordInput
                name="password"
                autoComplete="current-password"
                placeholder="Password"
                value={values.password}
                onChange={set('password')}
                onKeyDown={onKeyDown}
              />
            </Field>
            <p
              data-slot="login-message"
              role="alert"
              className="min-h-5 text-sm font-medium text-destructive empty:min-h-0"
            >
              {message ?? ''}
            </p>
          </CardContent>
          <CardFooter className="mt-4 flex items-center justify-between gap-3">
            {!processing ? (
              <span className="flex flex-wrap gap-x-4 gap-y-1">
                <Link to="/register" className="text-sm underline underline-offset-4">
                  Register
                </Link>
                <Link to="/forgotpassword" className="text-sm underline underline-offset-4">
                  Forgot password?
                </Link>
              </span>
            ) : (
              <span />
            )}
            <Button type="submit" disabled={!valid} loading={processing} loadingLabel="Signing in">
              Login
            </Button>
          </CardFooter>
        </form>
      </Card>
    </div>
  );
}
