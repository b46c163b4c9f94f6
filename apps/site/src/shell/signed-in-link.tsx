// The header's sign of a signed-in user: their name, linking to the management face's home.
import { isSessionValid, type LoginSession } from '@hangar/contracts';
import { UserRound } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { airport } from '../config';

/** The signed-in user's name from the stored session, or null when there is no valid one. */
export function signedInName(storage: Storage, key: string, now = new Date()): string | null {
  try {
    const stored = JSON.parse(storage.getItem(key) ?? 'null') as Partial<LoginSession> | null;
    return stored && isSessionValid(stored, now) ? (stored.fileAs ?? null) : null;
  } catch {
    return null;
  }
}

const subscribe = (onChange: () => void) => {
  // Other tabs signing in or out arrive as storage events.
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};
const readName = () => signedInName(window.localStorage, airport.sessionStorageKey);

/** The signed-in user's name (null on the server and when signed out), kept true across tabs and navigation. */
export function useSignedInName(): string | null {
  // Login and logout both navigate: re-reading at each navigation keeps the header true.
  useLocation();
  return useSyncExternalStore(subscribe, readName, () => null);
}

export function SignedInLink() {
  const name = useSignedInName();
  if (!name) return null;
  return (
    <Link
      to={airport.managementHome}
      data-slot="signed-in-link"
      aria-label={`Signed in as ${name}: management home`}
      className="ml-2 inline-flex shrink-0 items-center gap-1.5 max-[650px]:ml-auto rounded-md px-2 py-1 text-sm text-header-foreground outline-none hover:bg-header-foreground/15 focus-visible:ring-2 focus-visible:ring-header-foreground/70"
    >
      <UserRound aria-hidden="true" className="size-4" />
      <span className="max-w-40 truncate">{name}</span>
    </Link>
  );
}
