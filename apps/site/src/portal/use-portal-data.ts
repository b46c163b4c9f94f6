// Loads one portal answer with its loading, error and loaded states, and reloads it after a change.
import type { ApiResult } from '../api/client';
import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; data: T };

export function usePortalData<T>(load: () => Promise<ApiResult<T>>): [Loaded<T>, () => void] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    load()
      .then(
        (r) =>
          live &&
          setState(r.success ? { status: 'ready', data: r.data } : { status: 'error', error: r.error }),
      )
      .catch(
        () => live && setState({ status: 'error', error: 'The server could not be reached; try again.' }),
      );
    return () => {
      live = false;
    };
    // `load` is recreated each render; `round` asks again.
  }, [round]);
  return [state, useCallback(() => setRound((n) => n + 1), [])];
}

/** Saves the browser's copy of a downloaded file under `name`. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
