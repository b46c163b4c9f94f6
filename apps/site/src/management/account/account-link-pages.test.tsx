import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { airport } from '../../config';
import { LoginPage } from '../../login/login-page';
import { createSiteSession, SiteSessionProvider } from '../../session/site-session';
import { ConfirmEmailPage } from './confirm-email-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

const BAD_KEY = 'This link is invalid, already used or expired';

// A real HTTP server stands in for the API's account routes, with single-use keys as the API has them.
let server: Server;
let base = '';
const requests: Array<{ method: string; url: string; body: string }> = [];
let unusedConfirmKeys = new Set<string>();
let unusedResetKeys = new Set<string>();
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = req.url ?? '';
      requests.push({ method: req.method ?? '', url, body });
      res.setHeader('content-type', 'application/json');
      const send = (status: number, payload: unknown) => {
        res.statusCode = status;
        res.end(JSON.stringify(payload));
      };
      const confirm = /^\/api\/authenticateemail\/([^/]+)$/.exec(url);
      if (confirm) {
        const key = decodeURIComponent(confirm[1]!);
        if (!unusedConfirmKeys.delete(key)) return send(400, { success: false, error: BAD_KEY });
        return send(200, { success: true, data: { userName: 'alpha.admin' } });
      }
      const validate = /^\/api\/validatepasswordchange\/([^/]+)$/.exec(url);
      if (validate) {
        if (!unusedResetKeys.has(decodeURIComponent(validate[1]!)))
          return send(400, { success: false, error: BAD_KEY });
        return send(200, { success: true, data: { userName: 'alpha.admin' } });
      }
      if (url === '/api/changepassword' && req.method === 'POST') {
        const { key, newPassword } = JSON.parse(body) as { key: string; newPassword: string };
        if (!unusedResetKeys.has(key)) return send(400, { success: false, error: BAD_KEY });
        if (newPassword.toLowerCase().startsWith('password')) {
          return send(400, { success: false, error: 'This password is too common; choose another' });
        }
        unusedResetKeys.delete(key);
        return send(200, { success: true, data: null });
      }
      if (url.startsWith('/api/sendforgottenpasswordemail/')) return send(200, { success: true, data: null });
      send(200, { success: true, data: null });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
  unusedConfirmKeys = new Set(['confirm-key-1']);
  unusedResetKeys = new Set(['reset-key-1']);
  localStorage.clear();
});

function renderAt(url: string, baseUrl = base) {
  const router = createMemoryRouter(
    [
      { path: '/confirmemail/:key', element: <ConfirmEmailPage /> },
      { path: '/resetpassword/:key', element: <ResetPasswordPage /> },
      { path: '/forgotpassword', element: <ForgotPasswordPage /> },
      { path: '/login', element: <LoginPage /> },
    ],
    { initialEntries: [url] },
  );
  const session = createSiteSession({
    storage: localStorage,
    storageKey: airport.sessionStorageKey,
    apiBaseUrl: baseUrl,
    applicationId: 'test',
    redirect: (path) => void router.navigate(path),
    currentUrl: () => router.state.location.pathname,
  });
  // StrictMode as in main.tsx: effects run twice, which must not spend a single-use key twice.
  render(
    <StrictMode>
      <SiteSessionProvider value={session}>
        <RouterProvider router={router} />
      </SiteSessionProvider>
    </StrictMode>,
  );
  return router;
}

const calls = (prefix: string) => requests.filter((r) => r.url.startsWith(prefix));

describe('ConfirmEmailPage', () => {
  it('uses the key exactly once and says the address is confirmed, with a way to log in', async () => {
    const router = renderAt('/confirmemail/confirm-key-1');
    expect(
      await screen.findByText('Your e-mail address is confirmed. You can log in now.'),
    ).toBeInTheDocument();
    expect(calls('/api/authenticateemail/')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("shows the server's error for a used or expired key", async () => {
    unusedConfirmKeys.clear();
    renderAt('/confirmemail/confirm-key-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(BAD_KEY);
    expect(screen.queryByText(/is confirmed/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });
});

describe('ResetPasswordPage', () => {
  it('names the account, shows a refusal, then changes the password with the key', async () => {
    renderAt('/resetpassword/reset-key-1');
    expect(await screen.findByText('alpha.admin')).toBeInTheDocument();
    const password = screen.getByLabelText(/^New password/);
    const confirm = screen.getByLabelText(/^Confirm new password/);
    const submit = screen.getByRole('button', { name: 'Change password' });

    fireEvent.change(password, { target: { value: 'password12345' } });
    fireEvent.change(confirm, { target: { value: 'password12345' } });
    fireEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('This password is too common; choose another');

    fireEvent.change(password, { target: { value: 'runway one four left' } });
    fireEvent.change(confirm, { target: { value: 'runway one four right' } });
    fireEvent.click(submit);
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();

    fireEvent.change(confirm, { target: { value: 'runway one four left' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Your password is changed. You can log in now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    const posts = calls('/api/changepassword').map((r) => JSON.parse(r.body) as unknown);
    expect(posts).toEqual([
      { key: 'reset-key-1', newPassword: 'password12345' },
      { key: 'reset-key-1', newPassword: 'runway one four left' },
    ]);
  });

  it('shows why a link cannot be used and offers to ask for a new one', async () => {
    const router = renderAt('/resetpassword/stale-key');
    expect(await screen.findByRole('alert')).toHaveTextContent(BAD_KEY);
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgotpassword'));
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
  });
});

describe('ForgotPasswordPage', () => {
  it('is reached from the login page and sends the encoded address, then gives the neutral answer', async () => {
    const router = renderAt('/login');
    fireEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgotpassword'));
    fireEvent.change(await screen.findByLabelText(/E-mail/), {
      target: { value: ' Pat+Hangar@Example.com ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(
      await screen.findByText(
        'If an account uses that address, we have sent it a link to choose a new password.',
      ),
    ).toBeInTheDocument();
    expect(calls('/api/sendforgottenpasswordemail/').map((r) => r.url)).toEqual([
      '/api/sendforgottenpasswordemail/pat%2Bhangar%40example.com',
    ]);
  });

  it('refuses an invalid address without calling the server', async () => {
    renderAt('/forgotpassword');
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(calls('/api/sendforgottenpasswordemail/')).toHaveLength(0);
  });

  it('says so when the API cannot be reached instead of claiming a link was sent', async () => {
    renderAt('/forgotpassword', 'http://127.0.0.1:1');
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'pat@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error');
    expect(screen.queryByText(/we have sent it a link/)).toBeNull();
  });
});
