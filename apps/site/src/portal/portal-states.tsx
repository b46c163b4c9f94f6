// A portal answer's three states: loading, failed to load (the reason, as an alert) and loaded.
import type { ReactNode } from 'react';
import type { Loaded } from './use-portal-data';

export function States<T>({ state, children }: { state: Loaded<T>; children: (data: T) => ReactNode }) {
  if (state.status === 'loading') return <p role="status">Loading…</p>;
  if (state.status === 'error') return <p role="alert">{state.error}</p>;
  return <>{children(state.data)}</>;
}
