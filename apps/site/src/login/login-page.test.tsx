import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import { createMemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { airport } from '../config';
import { renderWithSession } from '../session/render-with-session';
import { LoginPage } from './login-page';

// A real HTTP server stands in for the API: it answers like POST /api/authenticate does.
let server: Server;
let base = '';
const requests: Array<{ url: string; body: string }> = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests.push({ url: req.url ?? '', body });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/api/authenticate') {
        const { userName } = JSON.parse(body) as { userName: string };
        if (userName === 'pilot') {
          const session = {
            success: true,
            token: 't0k3n',
            expires: '2099-01-01T00:00:00Z',
            managementCompanyID: 1,
            fileAs: 'Pilot, Pat',
            isSystemAdmin: false,
            systemSecurityFeaturesAccess: [],
          };
          res.end(JSON.stringify({ success: true, error: null, data: session }));
        } else {
          res.statusCode = 401;
          res.end(JSON.stringify({ success: false, error: 'Wrong username or password' }));
        }
        return;
      }
      res.end(JSON.stringify({ success: true, data: null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
  localStorage.clear();
});

function renderLogin(url = '/login', baseUrl = base) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>Landed on the return page</p> },
    ],
    { initialEntries: [url] },
  );
  renderWithSession(router, baseUrl);
  return {
    router,
    username: screen.getByPlaceholderText('Username'),
    password: screen.getByPlaceholderText('Password'),
    button: screen.getByRole('button', { name: 'Login' }),
  };
}

describe('LoginPage', () => {
  it('keeps Login disabled while invalid and shows field messages only after a submit', () => {
    const { username, password, button } = renderLogin();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(button).toBeDisabled();
    expect(screen.queryByText('Username is required')).toBeNull();
    fireEvent.change(username, { target: { value: 'ab' } });
    fireEvent.change(password, { target: { value: 'pw' } });
    expect(button).toBeDisabled();
    // Both hold more than one character: Enter submits, and the too-short username is reported.
    fireEvent.keyDown(password, { key: 'Enter' });
    expect(screen.getByText('Username must be 3 to 25 characters')).toBeInTheDocument();
    fireEvent.change(username, { target: { value: '' } });
    expect(screen.getByText('Username is required')).toBeInTheDocument();
  });

  it('says "Missing username or password" for whitespace-only values, without calling the server', async () => {
    const { username, password, button } = renderLogin();
    fireEvent.change(username, { target: { value: '   ' } });
    fireEvent.change(password, { target: { value: 'secret' } });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(await screen.findByText('Missing username or password')).toBeInTheDocument();
    expect(requests.filter((r) => r.url === '/api/authenticate')).toHaveLength(0);
  });

  it("shows the server's error text for a refused login", async () => {
    const { username, password, button } = renderLogin();
    fireEvent.change(username, { target: { value: 'stranger' } });
    fireEvent.change(password, { target: { value: 'nope' } });
    fireEvent.click(button);
    expect(await screen.findByText('Wrong username or password')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toBeInTheDocument();
  });

  it('trims, stores the session and goes to the returnUrl after a successful login', async () => {
    localStorage.setItem(
      airport.sessionStorageKey,
      JSON.stringify({
        success: true,
        token: 'old',
        expires: '2099-01-01T00:00:00Z',
        managementCompanyID: 1,
        fileAs: 'Old',
        isSystemAdmin: false,
        systemSecurityFeaturesAccess: [],
      }),
    );
    const { username, password, button } = renderLogin('/login?returnUrl=%2Flease%2F42');
    // Opening the page logged the old session out, on the server too.
    await waitFor(() => expect(requests.some((r) => r.url === '/api/logout/old')).toBe(true));
    expect(localStorage.getItem(airport.sessionStorageKey)).toBeNull();
    fireEvent.change(username, { target: { value: ' pilot ' } });
    fireEvent.change(password, { target: { value: ' secret ' } });
    fireEvent.click(button);
    expect(await screen.findByText('Landed on the return page')).toBeInTheDocument();
    expect(JSON.parse(requests.find((r) => r.url === '/api/authenticate')!.body)).toEqual({
      userName: 'pilot',
      password: 'secret',
    });
    expect(JSON.parse(localStorage.getItem(airport.sessionStorageKey)!).token).toBe('t0k3n');
  });

  it('shows the transport-failure text when the API cannot be reached', async () => {
    const { username, password, button } = renderLogin('/login', 'http://127.0.0.1:1');
    fireEvent.change(username, { target: { value: 'pilot' } });
    fireEvent.change(password, { target: { value: 'secret' } });
    fireEvent.click(button);
    expect(
      await screen.findByText('An error occurred with the login. Check your username and password.'),
    ).toBeInTheDocument();
    expect(button).toBeEnabled();
  });
});
