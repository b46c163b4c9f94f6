// LoginAsForm: a system administrator finds a user in any company, says why, and starts acting as them.
import { impersonationReasonSchema } from '@hangar/contracts';
import { Button, Field, SearchBox, Textarea, ErrorText } from '@hangar/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ServerError } from '../lib/server-submit';

/** A user the search found. */
export type LoginAsCandidate = {
  id: number;
  userName: string;
  fileAs: string;
  /** The user's management company, by name. */
  companyName: string;
  isSystemAdmin: boolean;
  isDisabled: boolean;
};

/** The reason's longest length (the API's limit). */
export const LOGIN_AS_REASON_MAX = 200;

export type LoginAsFormProps = {
  /** Finds users by name, user name or e-mail across companies; resolve with an error text to show it. */
  search: (query: string) => Promise<LoginAsCandidate[] | string>;
  /**
   * Starts acting as the user, named by id and by user name (the server checks they agree; an all-digit name
   * is never taken for an id); resolve with the refusal's text to show it (nothing back: it started).
   */
  onSubmit: (choice: { userID: number; userName: string; reason: string }) => Promise<string | void>;
  /** The search text to start with. */
  defaultQuery?: string;
};

type Search =
  | { state: 'idle' }
  | { state: 'searching'; query: string }
  | { state: 'done'; query: string; users: LoginAsCandidate[] }
  | { state: 'failed'; query: string; message: string };

/** Why a user cannot be chosen, or null. */
function unavailable(user: LoginAsCandidate): string | null {
  if (user.isSystemAdmin) return 'a system administrator';
  if (user.isDisabled) return 'disabled';
  return null;
}

/**
 * The system administrator's "log in as" form: finds users of every company through `search`, lets one be
 * chosen (never a system administrator or a disabled user) with a reason, and starts acting as them through
 * `onSubmit`. Both callbacks resolve with an error text to show it; it needs no ManagementProvider.
 */
export function LoginAsForm({ search, onSubmit, defaultQuery = '' }: LoginAsFormProps) {
  const [found, setFound] = useState<Search>(() =>
    defaultQuery.trim() ? { state: 'searching', query: defaultQuery.trim() } : { state: 'idle' },
  );
  const [chosen, setChosen] = useState<LoginAsCandidate | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ user?: string; reason?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const latest = useRef(0);
  const ids = useId();

  /** Asks for `query` and shows the answer, unless a later search has started meanwhile. */
  const fetchResults = async (query: string, ticket: number) => {
    const answer = await search(query).catch(() => 'The search failed; try again');
    if (ticket !== latest.current) return;
    setFound(
      typeof answer === 'string'
        ? { state: 'failed', query, message: answer }
        : { state: 'done', query, users: answer },
    );
  };

  const runSearch = (raw: string) => {
    const query = raw.trim();
    const ticket = ++latest.current;
    if (!query) {
      setFound({ state: 'idle' });
      return;
    }
    setFound({ state: 'searching', query });
    void fetchResults(query, ticket);
  };

  useEffect(() => {
    const query = defaultQuery.trim();
    if (query) void fetchResults(query, ++latest.current);
    // Only the first text searches by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = impersonationReasonSchema.safeParse(reason);
    const next = {
      user: chosen ? undefined : 'Choose the user to act as',
      reason: checked.success ? undefined : checked.error.issues[0]?.message,
    };
    setErrors(next);
    setServerError(null);
    if (!chosen || !checked.success) return;
    setSubmitting(true);
    try {
      const problem = await onSubmit({
        userID: chosen.id,
        userName: chosen.userName,
        reason: checked.data,
      });
      if (problem) setServerError(problem);
    } catch {
      setServerError('The server could not be reached; try again');
    } finally {
      setSubmitting(false);
    }
  };

  const resultsId = `${ids}-results`;
  return (
    <div data-slot="login-as-form" className="grid max-w-2xl gap-4">
      {/* Outside the form: Enter in the search box searches; it starts nothing. */}
      <SearchBox
        label="Find a user"
        placeholder="Name, user name or e-mail"
        defaultValue={defaultQuery}
        onSearch={runSearch}
        aria-describedby={resultsId}
      />
      <form noValidate className="grid gap-4" onSubmit={(e) => void submit(e)}>
        <fieldset className="grid gap-2" aria-describedby={errors.user ? `${ids}-user-error` : undefined}>
          <legend className="mb-1 text-sm font-medium">User to act as</legend>
          <div
            id={resultsId}
            role="status"
            className="text-sm text-muted-foreground"
            data-slot="login-as-search-state"
          >
            {found.state === 'idle' && 'Search by name, user name or e-mail, in every company.'}
            {found.state === 'searching' && `Searching for “${found.query}”…`}
            {found.state === 'done' &&
              (found.users.length === 0
                ? `No user matches “${found.query}”.`
                : `${found.users.length} ${found.users.length === 1 ? 'user matches' : 'users match'} “${found.query}”.`)}
          </div>
          {found.state === 'failed' && <ErrorText>{found.message}</ErrorText>}
          {found.state === 'done' && found.users.length > 0 && (
            <ul className="grid gap-1" data-slot="login-as-results">
              {found.users.map((user) => {
                const why = unavailable(user);
                const inputId = `${ids}-user-${user.id}`;
                return (
                  <li key={user.id}>
                    <label
                      htmlFor={inputId}
                      className="grid grid-cols-[auto_1fr] items-start gap-x-3 rounded-md border p-2 has-checked:border-primary has-checked:bg-accent has-disabled:opacity-70"
                    >
                      <input
                        id={inputId}
                        type="radio"
                        name={`${ids}-user`}
                        className="row-span-2 mt-1 size-4 accent-primary"
                        disabled={why !== null}
                        checked={chosen?.id === user.id}
                        onChange={() => {
                          setChosen(user);
                          setErrors((e) => ({ ...e, user: undefined }));
                        }}
                      />
                      <span className="min-w-0 font-medium break-words">{user.fileAs}</span>
                      <span className="col-start-2 text-xs break-words text-muted-foreground">
                        {user.userName} · {user.companyName}
                        {why ? ` · cannot be acted as: ${why}` : ''}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
          {errors.user && (
            <p id={`${ids}-user-error`} className="text-sm text-destructive">
              {errors.user}
            </p>
          )}
        </fieldset>
        {chosen && (
          <p className="text-sm" data-slot="login-as-chosen">
            Chosen: <strong>{chosen.fileAs}</strong> ({chosen.userName}, {chosen.companyName})
          </p>
        )}
        <Field
          label="Reason"
          required
          description={`Why you act as this user (a ticket, a question): shown while it lasts and kept in the audit trail. At most ${LOGIN_AS_REASON_MAX} characters.`}
          error={errors.reason}
        >
          <Textarea
            rows={2}
            maxLength={LOGIN_AS_REASON_MAX}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              if (errors.reason) setErrors((x) => ({ ...x, reason: undefined }));
            }}
          />
        </Field>
        <p className="text-sm text-muted-foreground">
          You will act with this user&rsquo;s rights only, for at most one hour; everything you do is recorded
          under both names.
        </p>
        <ServerError slot="login-as-form" message={serverError} />
        <Button type="submit" className="w-fit" loading={submitting} loadingLabel="Starting">
          Log in as this user
        </Button>
      </form>
    </div>
  );
}
