// The README's example provider (examples/rest-data-provider.ts) against a real HTTP server that answers as the
// example's made-up API does, and the contact screens working through it.
import { fileAsFor, type Contact } from '@hangar/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRestDataProvider } from '../../examples/rest-data-provider';
import { contactFixtures, contactListItem, danaWhitfield, FIXTURE_COMPANY_ID } from '../contact-fixtures';
import { ContactForm } from '../contact-form';
import { ContactList } from '../contact-list';
import { ManagementProvider } from './management-provider';

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

let server: Server;
let origin = '';
let seen: Seen[] = [];
let contacts = new Map<number, Contact>();

const TOKEN = 'acme-session-token';

// The example's API: { data } answers, offset/limit paging, If-Match versions, { error: { message, fields } }.
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://api');
      seen.push({ method: req.method ?? '', url: `${url.pathname}${url.search}`, headers: req.headers, body });
      const send = (status: number, payload?: unknown) => {
        res.writeHead(status, payload === undefined ? {} : { 'content-type': 'application/json' });
        res.end(payload === undefined ? undefined : JSON.stringify(payload));
      };
      if (req.headers.authorization !== `Bearer ${TOKEN}`) return send(401, { error: { message: 'Sign in' } });
      const params = url.searchParams;
      const id = Number(/^\/v1\/contacts\/(\d+)$/.exec(url.pathname)?.[1]);
      if (req.method === 'GET' && url.pathname === '/v1/contacts') {
        const search = (params.get('search') ?? '').toLowerCase();
        const rows = [...contacts.values()]
          .filter((c) => String(c.managementCompanyID) === params.get('managementCompanyID'))
          .filter((c) => c.fileAs.toLowerCase().includes(search))
          .sort((a, b) => a.fileAs.localeCompare(b.fileAs) * (params.get('order') === 'desc' ? -1 : 1));
        const offset = Number(params.get('offset'));
        const page = rows.slice(offset, offset + Number(params.get('limit')));
        return send(200, { data: page.map(contactListItem), total: rows.length });
      }
      if (req.method === 'GET' && url.pathname === '/v1/contacts/same-name') {
        const same = [...contacts.values()].filter(
          (c) => c.fileAs === params.get('fileAs') && String(c.managementCompanyID) === params.get('managementCompanyID'),
        );
        return send(200, { data: same.map(({ id, fileAs, kind }) => ({ id, fileAs, kind })) });
      }
      if (req.method === 'POST' && url.pathname === '/v1/contacts') {
        const input = JSON.parse(body) as Contact;
        if (input.kind === 'individual' && !input.firstName && !input.lastName)
          return send(422, { error: { message: 'Check the name', fields: { lastName: 'A contact needs a name' } } });
        const created: Contact = {
          ...danaWhitfield,
          ...input,
          id: Math.max(...contacts.keys()) + 1,
          version: 1,
          taxIdMasked: null,
          fileAs: fileAsFor(input),
        };
        contacts.set(created.id, created);
        return send(201, { data: created });
      }
      const stored = contacts.get(id);
      if (!stored) return send(404, { error: { message: `No contact ${id}` } });
      if (req.method === 'GET') return send(200, { data: stored });
      if (req.method === 'PUT') {
        if (req.headers['if-match'] !== `"${stored.version}"`)
          return send(412, { error: { message: 'Someone else saved this contact' } });
        const updated = { ...stored, ...(JSON.parse(body) as Partial<Contact>), version: stored.version + 1 };
        contacts.set(id, updated);
        return send(200, { data: updated });
      }
      if (req.method === 'DELETE') {
        contacts.delete(id);
        return send(204);
      }
      return send(405, { error: { message: 'Method not allowed' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  contacts = new Map(contactFixtures.map((c) => [c.id, structuredClone(c)]));
});

const provider = (baseUrl = `${origin}/v1`) =>
  createRestDataProvider({ baseUrl, collections: { contact: 'contacts' }, getToken: async () => TOKEN });

describe('the example REST provider', () => {
  it('asks a list page as search, order, offset and limit and answers it as a ListAnswer', async () => {
    const result = await provider().getList('contact', {
      managementCompanyID: FIXTURE_COMPANY_ID,
      q: 'a',
      sort: 'fileAs',
      dir: 'desc',
      page: 2,
      pageSize: 2,
      kind: '',
    });
    expect(seen[0]?.url).toBe('/v1/contacts?search=a&sort=fileAs&order=desc&offset=2&limit=2&managementCompanyID=1');
    expect(seen[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(result).toMatchObject({ ok: true, data: { page: 2, pageSize: 2 } });
    if (!result.ok) return;
    expect(result.data.items).toHaveLength(2);
    expect(result.data.total).toBeGreaterThan(2);
  });

  it('sends the version read as If-Match, and a stale one comes back as a conflict', async () => {
    const p = provider();
    const body = { firstName: 'Dana', lastName: 'Whitfield-Ross', version: danaWhitfield.version };
    expect(await p.update('contact', danaWhitfield.id, body)).toMatchObject({
      ok: true,
      data: { lastName: 'Whitfield-Ross', version: danaWhitfield.version + 1 },
    });
    expect(seen[0]?.headers['if-match']).toBe(`"${danaWhitfield.version}"`);
    expect(JSON.parse(seen[0]?.body ?? '')).not.toHaveProperty('version');
    expect(await p.update('contact', danaWhitfield.id, body)).toMatchObject({
      ok: false,
      status: 412,
      conflict: true,
      message: 'Someone else saved this contact',
    });
  });

  it("answers the API's refusals, a removal and a network failure as values, never throwing", async () => {
    const p = provider();
    expect(await p.create('contact', { kind: 'individual', firstName: '', lastName: '' })).toEqual({
      ok: false,
      status: 422,
      message: 'Check the name',
      fieldErrors: { lastName: 'A contact needs a name' },
    });
    expect(await p.remove('contact', danaWhitfield.id)).toEqual({ ok: true, data: null });
    expect(await p.getOne('contact', danaWhitfield.id)).toMatchObject({ ok: false, status: 404 });
    expect(await p.getList('vendor', {})).toMatchObject({ ok: false, status: 404 });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await provider(`http://127.0.0.1:${port}/v1`).getOne('contact', 1)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Network error/),
    });
  });
});

describe('the contact screens over the example provider', () => {
  const mount = (children: React.ReactNode) =>
    render(
      <ManagementProvider dataProvider={provider()} swr={{ dedupingInterval: 0, shouldRetryOnError: false }}>
        {children}
      </ManagementProvider>,
    );

  it("lists the API's contacts", async () => {
    mount(<ContactList managementCompanyID={FIXTURE_COMPANY_ID} getEditHref={(c) => `/contacts/${c.id}`} />);
    expect(await screen.findByRole('link', { name: danaWhitfield.fileAs })).toHaveAttribute(
      'href',
      `/contacts/${danaWhitfield.id}`,
    );
  });

  it('warns of a duplicate through the mapped check, saves a new contact and then edits it', async () => {
    const user = userEvent.setup();
    mount(<ContactForm kind="individual" managementCompanyID={FIXTURE_COMPANY_ID} />);
    await user.type(screen.getByLabelText('First name'), danaWhitfield.firstName);
    await user.type(screen.getByLabelText('Last name'), danaWhitfield.lastName);
    const warning = await screen.findByText(/Another contact is already filed as/, {}, { timeout: 3000 });
    expect(within(warning.parentElement as HTMLElement).getByText(/Whitfield, Dana \(individual\)/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeVisible();
    const post = seen.find((s) => s.method === 'POST');
    expect(post?.url).toBe('/v1/contacts');
    expect([...contacts.values()].filter((c) => c.fileAs === danaWhitfield.fileAs)).toHaveLength(2);
  });
});
