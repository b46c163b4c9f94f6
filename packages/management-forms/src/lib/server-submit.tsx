// What every form of the management face does with its server's answer: show a refusal, or replace the form.
import { useState } from 'react';

/**
 * Wraps a form's submit: an error text from `send` is kept to show beside the form (entries stay as typed);
 * nothing back means success, and the form gives way to its done message.
 *
 * @example
 * const { serverError, done, submit } = useServerSubmit((values: Values) => api.save(values));
 * <form onSubmit={handleSubmit(submit)}>…<ServerError slot="x-form" message={serverError} /></form>
 */
export function useServerSubmit<T>(send: (values: T) => Promise<string | void>) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const submit = async (values: T) => {
    setServerError(null);
    const problem = await send(values);
    if (problem) setServerError(problem);
    else setDone(true);
  };
  return { serverError, done, submit };
}

/** The server's refusal, announced as an alert; renders nothing without one. */
export function ServerError({ slot, message }: { slot: string; message: string | null }) {
  if (!message) return null;
  return (
    <p data-slot={`${slot}-error`} role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}

/** What replaces a form once the server accepted it, announced politely. */
export function FormDone({ slot, children }: { slot: string; children: React.ReactNode }) {
  return (
    <div data-slot={`${slot}-done`} role="status" className="text-sm">
      {children}
    </div>
  );
}
