// The portal pages' states against a real HTTP server standing in for the API: loading, empty, failed to load,
// a maintenance request refused with field errors (nothing typed lost), a photo refused after its request was
// made (named), and a vendor's stale status change (409) — each visible to the user.
import type { PortalLease, PortalVendor, PortalWorkOrder } from '@hangar/contracts';
import { CONFLICT_ERROR } from '@hangar/contracts';
import { newDoorOrder } from '@hangar/management-forms/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import { createMemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderWithSession } from '../session/render-with-session';
import { TenantPortalPage } from './tenant-page';
import { VendorPortalPage } from './vendor-page';

type Answer = { status?: number; body: unknown; delayMs?: number };
/** What the server answers, by `METHOD /api/Name` (ids and queries left out). */
let answers: Record<string, Answer> = {};
const received: Array<{ route: string; body: string }> = [];
const ok = (data: unknown): Answer => ({ body: { success: true, data } });

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    // The page's origin is jsdom's: the answers say any origin may read them.
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    if (req.method === 'OPTIONS') return res.end();
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const route = `${req.method} ${(req.url ?? '').replace(/\?.*$/, '').replace(/\/\d+$/, '')}`;
      received.push({ route, body });
      const answer = answers[route] ?? { status: 404, body: { success: false, error: 'Not found' } };
      setTimeout(() => {
        res.statusCode = answer.status ?? 200;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  answers = {};
  received.length = 0;
  localStorage.clear();
});

function renderPage(page: React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/portal'] });
  renderWithSession(router, base);
}

const lease: PortalLease = {
  id: 11,
  propertyName: 'Meacham Field',
  unitID: 5,
  unitName: 'H-1',
  startDate: '2025-01-01',
  endDate: null,
  rentCents: 45_000,
  rentCycle: 'monthly',
  status: 'active',
  balanceCents: 0,
};
const order = { ...newDoorOrder, status: 'assigned', version: 3 } as PortalWorkOrder;
const vendor: PortalVendor = {
  id: 9,
  fileAs: 'Lone Star Hangar Doors',
  categories: [],
  website: '',
  status: 'active',
  licenseNumber: '',
  licenseExpires: null,
  insuranceExpires: '2030-01-01',
  insurance: [],
  certificates: [],
};
const section = (name: string) => screen.getByRole('region', { name });

describe('the tenant portal', () => {
  it('says it is loading, then that there are no requests yet', async () => {
    answers['GET /api/PortalLeases'] = { ...ok([lease]), delayMs: 150 };
    answers['GET /api/PortalWorkOrders'] = { ...ok([]), delayMs: 150 };
    renderPage(<TenantPortalPage />);
    expect(within(section('Your leases')).getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('No requests yet')).toBeInTheDocument();
    expect(within(section('Your leases')).getByText('Meacham Field, H-1')).toBeInTheDocument();
  });

  it('says when the requests could not be read', async () => {
    answers['GET /api/PortalLeases'] = ok([]);
    answers['GET /api/PortalWorkOrders'] = {
      status: 503,
      body: { success: false, error: 'The service is busy; try again in a minute.' },
    };
    renderPage(<TenantPortalPage />);
    const requests = section('Maintenance requests');
    await waitFor(() =>
      expect(within(requests).getByRole('alert')).toHaveTextContent(
        'The service is busy; try again in a minute.',
      ),
    );
    expect(await screen.findByText('No leases')).toBeInTheDocument();
  });

  it('shows a refused request’s field errors at their fields and keeps what was typed', async () => {
    answers['GET /api/PortalLeases'] = ok([lease]);
    answers['GET /api/PortalWorkOrders'] = ok([]);
    answers['POST /api/PortalMaintenanceRequest'] = {
      status: 400,
      body: {
        success: false,
        error: 'The request has errors',
        fieldErrors: { description: 'At most 5000 characters' },
      },
    };
    renderPage(<TenantPortalPage />);
    const form = await screen.findByRole('form', { name: 'New maintenance request' });
    fireEvent.change(within(form).getByRole('textbox', { name: /What needs doing/ }), {
      target: { value: 'Door sticks' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Details' }), {
      target: { value: 'Four feet up' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the request' }));
    // The form's alert says it; the field's own error is read with the field.
    expect(await within(form).findByText('The request has errors')).toHaveAttribute('role', 'alert');
    const details = within(form).getByRole('textbox', { name: 'Details' });
    expect(details).toHaveAccessibleDescription('At most 5000 characters');
    expect(details).toHaveAttribute('aria-invalid', 'true');
    expect(details).toHaveValue('Four feet up');
    expect(within(form).getByRole('textbox', { name: /What needs doing/ })).toHaveValue('Door sticks');
  });

  it('names a photo refused after the request was made, and says the request was sent', async () => {
    answers['GET /api/PortalLeases'] = ok([lease]);
    answers['GET /api/PortalWorkOrders'] = ok([]);
    answers['POST /api/PortalMaintenanceRequest'] = ok({ ...order, id: 702 });
    answers['POST /api/PortalWorkOrderPhoto'] = {
      status: 415,
      body: {
        success: false,
        error: 'door.pdf is not an image (it reads as a PDF document)',
        fileName: 'door.pdf',
        reason: 'is not an image (it reads as a PDF document)',
      },
    };
    renderPage(<TenantPortalPage />);
    const form = await screen.findByRole('form', { name: 'New maintenance request' });
    fireEvent.change(within(form).getByRole('textbox', { name: /What needs doing/ }), {
      target: { value: 'Door sticks' },
    });
    const pdf = new File(['%PDF-1.4'], 'door.pdf', { type: 'application/pdf' });
    fireEvent.change(within(form).getByLabelText('Photos (optional)'), { target: { files: [pdf] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the request' }));
    const alert = await within(form).findByText(/Request #702 was sent, but this photo was not added/);
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      'door.pdf is not an image (it reads as a PDF document)',
    );
    expect(await screen.findByText('Your request #702 is sent to the office.')).toBeInTheDocument();
    expect(received.filter((r) => r.route === 'POST /api/PortalWorkOrderPhoto')).toHaveLength(1);
  });
});

describe('the vendor portal', () => {
  it('says a stale status change was refused (409), as an alert', async () => {
    answers['GET /api/PortalWorkOrders'] = ok([order]);
    answers['GET /api/PortalVendor'] = ok(vendor);
    answers['GET /api/PortalWorkOrderPhotos'] = ok({ items: [] });
    answers['POST /api/PortalWorkOrderStatus'] = {
      status: 409,
      body: { success: false, error: CONFLICT_ERROR },
    };
    renderPage(<VendorPortalPage />);
    const start = await screen.findByRole('button', { name: /^Start/ });
    fireEvent.click(start);
    const orders = section('Your work orders');
    await waitFor(() => expect(within(orders).getByRole('alert')).toHaveTextContent(CONFLICT_ERROR));
    expect(
      JSON.parse(received.find((r) => r.route === 'POST /api/PortalWorkOrderStatus')!.body),
    ).toMatchObject({ status: 'in-progress', version: 3 });
  });

  it('says when there are no work orders, and when the company could not be read', async () => {
    answers['GET /api/PortalWorkOrders'] = ok([]);
    answers['GET /api/PortalVendor'] = { status: 500, body: { success: false, error: 'Server error' } };
    renderPage(<VendorPortalPage />);
    expect(await screen.findByText('No work orders')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(section('Your company')).getByRole('alert')).toHaveTextContent('Server error'),
    );
  });
});
