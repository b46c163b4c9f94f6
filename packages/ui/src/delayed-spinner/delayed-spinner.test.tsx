import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DelayedSpinner } from './delayed-spinner';
import { SPINNER_DELAY_MS } from './use-delayed-flag';
import { WorkArea } from './work-area';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const spinnerShown = () => screen.getByRole('status').getAttribute('data-state') === 'visible';

describe('DelayedSpinner', () => {
  it('waits the product delay of 700 ms', () => {
    expect(SPINNER_DELAY_MS).toBe(700);
  });

  it('is not shown at 699 ms and is shown at 700 ms, with its label', () => {
    render(<DelayedSpinner loading label="Loading weather" />);
    advance(699);
    expect(spinnerShown()).toBe(false);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    advance(1);
    expect(spinnerShown()).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Loading weather');
  });

  it('is never shown when loading ends before 700 ms', () => {
    const { rerender } = render(<DelayedSpinner loading />);
    advance(699);
    rerender(<DelayedSpinner loading={false} />);
    advance(10_000);
    expect(spinnerShown()).toBe(false);
  });

  it('starts a fresh 700 ms for the next load and hides as soon as loading ends', () => {
    const { rerender } = render(<DelayedSpinner loading />);
    advance(700);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    rerender(<DelayedSpinner loading={false} />);
    expect(spinnerShown()).toBe(false);
    rerender(<DelayedSpinner loading />);
    expect(spinnerShown()).toBe(false);
    advance(699);
    expect(spinnerShown()).toBe(false);
    advance(1);
    expect(spinnerShown()).toBe(true);
  });
});

describe('WorkArea', () => {
  it('shows a wait cursor and is busy at once while loading, the spinner only after 700 ms', () => {
    const { container, rerender } = render(<WorkArea loading>Weather</WorkArea>);
    const area = container.querySelector('[data-slot="work-area"]');
    expect(area).toHaveClass('cursor-wait');
    expect(area).toHaveAttribute('aria-busy', 'true');
    expect(spinnerShown()).toBe(false);
    advance(700);
    expect(spinnerShown()).toBe(true);
    rerender(<WorkArea loading={false}>Weather</WorkArea>);
    expect(area).not.toHaveClass('cursor-wait');
    expect(area).not.toHaveAttribute('aria-busy');
    expect(spinnerShown()).toBe(false);
  });
});
