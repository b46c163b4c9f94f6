import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { airport } from '../config';
import { SiteHeader } from './site-header';

const session = {
  success: true,
  token: 't',
  expires: new Date(Date.now() + 3_600_000).toISOString(),
  managementCompanyID: 2,
  fileAs: 'Alpha Admin',
  isSystemAdmin: false,
  systemSecurityFeaturesAccess: [],
};

function renderHeader() {
  render(
    <MemoryRouter initialEntries={['/notauthorized']}>
      <SiteHeader />
    </MemoryRouter>,
  );
  return screen.getByRole('banner');
}

describe('SiteHeader', () => {
  afterEach(() => localStorage.removeItem(airport.sessionStorageKey));

  it('offers Login to a visitor', () => {
    const header = renderHeader();
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('does not offer Login to a signed-in user: their name leads to their home instead', () => {
    localStorage.setItem(airport.sessionStorageKey, JSON.stringify(session));
    const header = renderHeader();
    expect(within(header).queryByRole('link', { name: 'Login' })).toBeNull();
    expect(within(header).getByRole('link', { name: /Signed in as Alpha Admin/ })).toHaveAttribute(
      'href',
      airport.managementHome,
    );
    expect(within(header).getByRole('link', { name: 'Weather' })).toBeInTheDocument();
  });
});
