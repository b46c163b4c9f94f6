import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AlertMessage } from './alert-message';
import { alertMessage, createAlertMessageStore } from './alert-message-store';

afterEach(() => alertMessage.clear());

describe('the navigation rule', () => {
  it('clears a pending alert at the next navigation start', () => {
    const store = createAlertMessageStore();
    store.set('Could not load the lease', { type: 'error' });
    expect(store.getSnapshot()?.message).toBe('Could not load the lease');
    store.navigationStarted();
    expect(store.getSnapshot()).toBeNull();
  });

  it('keeps an alert raised with keepAfterNavigation for exactly one navigation', () => {
    const store = createAlertMessageStore();
    store.set('Lease saved', { type: 'success', keepAfterNavigation: true });
    store.navigationStarted();
    expect(store.getSnapshot()).toMatchObject({ message: 'Lease saved', type: 'success' });
    store.navigationStarted();
    expect(store.getSnapshot()).toBeNull();
  });

  it('lets a newer alert replace the pending one, with its own rule', () => {
    const store = createAlertMessageStore();
    store.set('Lease saved', { keepAfterNavigation: true });
    store.set('Unit 12 is already leased', { type: 'error' });
    store.navigationStarted();
    expect(store.getSnapshot()).toBeNull();
  });
});

describe('AlertMessage', () => {
  it('shows the pending alert in a live region that was already there, and follows navigation', () => {
    render(<AlertMessage />);
    const region = document.querySelector('[data-slot="alert-message-region"]');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    act(() => alertMessage.set('Lease saved', { type: 'success', keepAfterNavigation: true }));
    expect(region).toHaveTextContent('Success: Lease saved');
    act(() => alertMessage.navigationStarted());
    expect(region).toHaveTextContent('Lease saved');
    act(() => alertMessage.navigationStarted());
    expect(region).toBeEmptyDOMElement();
  });

  it('clears the alert when dismissed', async () => {
    const store = createAlertMessageStore();
    store.set('Could not load the lease', { type: 'error' });
    render(<AlertMessage store={store} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Could not load the lease')).toBeNull();
    expect(store.getSnapshot()).toBeNull();
  });
});
