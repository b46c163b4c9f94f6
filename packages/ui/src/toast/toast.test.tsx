import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';
import { alerts, createToastStore, TOAST_LIFETIME_MS, type ToastStore } from './toast-store';

let store: ToastStore;

beforeEach(() => {
  vi.useFakeTimers();
  store = createToastStore();
});
afterEach(() => {
  store.clear();
  alerts.clear();
  vi.useRealTimers();
});

const toasts = () => screen.queryAllByRole('listitem');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('toast lifetimes', () => {
  it.each([
    ['error', 12_000],
    ['success', 5_000],
    ['info', 6_000],
  ] as const)('%s lasts exactly %i ms, the same number as its expires date', (kind, lifetime) => {
    render(<Toaster store={store} />);
    const start = Date.now();
    act(() => void store[kind]('Lease saved'));
    expect(store.getSnapshot()[0]?.expires.getTime()).toBe(start + lifetime);
    advance(lifetime - 1);
    expect(toasts()).toHaveLength(1);
    advance(1);
    expect(toasts()).toHaveLength(0);
  });

  it('keeps one constant per type', () => {
    expect(TOAST_LIFETIME_MS).toEqual({ Error: 12_000, Success: 5_000, Info: 6_000 });
  });
});

describe('toast content', () => {
  it('heads errors Error in the destructive colour, successes Success, and info with the given heading', () => {
    render(<Toaster store={store} />);
    act(() => {
      store.error('Could not save');
      store.success('Saved');
      store.info('Runway 14 closed tonight', 'NOTAM');
      store.info('Radar refreshed');
    });
    const [error, success, notam, info] = toasts();
    expect(within(error!).getByText('Error')).toHaveClass('text-destructive');
    expect(within(error!).getByText('Could not save')).toBeInTheDocument();
    expect(error).toHaveAttribute('data-type', 'Error');
    expect(within(success!).getByText('Success')).toBeInTheDocument();
    expect(within(notam!).getByText('NOTAM')).toBeInTheDocument();
    expect(within(info!).getByText('Info')).toBeInTheDocument();
  });

  it('shows the error of a failed result, or Server error when it has none', () => {
    render(<Toaster store={store} />);
    act(() => {
      store.resultError({ error: 'Lease not found' });
      store.resultError({ error: null });
    });
    expect(screen.getByText('Lease not found')).toBeInTheDocument();
    expect(screen.getByText('Server error')).toBeInTheDocument();
  });

  it('renders safeHtml sanitised and applies the css class', () => {
    render(<Toaster store={store} />);
    act(
      () =>
        void store.show({
          type: 'Info',
          message: 'plain',
          css: 'notam-toast',
          safeHtml:
            'See <a href="/tfr">TFRs</a><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>',
        }),
    );
    const toast = toasts()[0]!;
    expect(toast).toHaveClass('notam-toast');
    expect(within(toast).getByRole('link', { name: 'TFRs' })).toHaveAttribute('href', '/tfr');
    expect(toast.querySelector('img')).not.toHaveAttribute('onerror');
    expect(toast.querySelector('script')).toBeNull();
    expect(toast.innerHTML).not.toContain('__pwned');
    expect(within(toast).queryByText('plain')).toBeNull();
  });

  it('works from anywhere through the app-wide alerts, announced in a live region that was already there', () => {
    render(<Toaster />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    const live = region.querySelector('[aria-live="polite"]');
    expect(live).toBeEmptyDOMElement();
    act(() => void alerts.error('Could not reach the weather service'));
    expect(live).toHaveTextContent('Could not reach the weather service');
  });
});

describe('toast dismissal and pausing', () => {
  // fireEvent, not user-event: RTL's async wrapper waits on a real setTimeout that vitest's fake timers hold back.
  it('ends at once when its clear icon is clicked', () => {
    render(<Toaster store={store} />);
    act(() => void store.error('Could not save'));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(toasts()).toHaveLength(0);
  });

  it('pauses while hovered and resumes with the time it had left', () => {
    render(<Toaster store={store} />);
    act(() => void store.success('Saved'));
    advance(3_000);
    fireEvent.pointerEnter(toasts()[0]!);
    expect(toasts()[0]).toHaveAttribute('data-state', 'paused');
    advance(60_000);
    expect(toasts()).toHaveLength(1);
    fireEvent.pointerLeave(toasts()[0]!);
    advance(1_999);
    expect(toasts()).toHaveLength(1);
    advance(1);
    expect(toasts()).toHaveLength(0);
  });

  it('pauses while focused and resumes on blur', () => {
    render(<Toaster store={store} />);
    act(() => void store.info('Radar refreshed'));
    advance(5_000);
    act(() => screen.getByRole('button', { name: 'Dismiss' }).focus());
    advance(60_000);
    expect(toasts()).toHaveLength(1);
    act(() => screen.getByRole('button', { name: 'Dismiss' }).blur());
    advance(999);
    expect(toasts()).toHaveLength(1);
    advance(1);
    expect(toasts()).toHaveLength(0);
  });

  it('stays paused while still focused after the pointer leaves', () => {
    render(<Toaster store={store} />);
    act(() => void store.error('Could not save'));
    fireEvent.pointerEnter(toasts()[0]!);
    act(() => screen.getByRole('button', { name: 'Dismiss' }).focus());
    fireEvent.pointerLeave(toasts()[0]!);
    advance(60_000);
    expect(toasts()).toHaveLength(1);
  });
});
