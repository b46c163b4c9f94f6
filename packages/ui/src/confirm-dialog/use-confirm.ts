// useConfirm: ask a question from any component under a ConfirmProvider and await the answer.
import * as React from 'react';
import type { ConfirmOptions } from './confirm-dialog';
import type { ResultCode } from './confirm-rules';

export type ConfirmFunction = (options: ConfirmOptions) => Promise<ResultCode>;

export const ConfirmContext = React.createContext<ConfirmFunction | null>(null);

/**
 * Returns `confirm(options)`, which opens a ConfirmDialog and resolves with the answer's ResultCode.
 * Needs a `<ConfirmProvider>` above (mount it once, near the root of the app).
 *
 * @example
 * const confirm = useConfirm();
 * async function remove() {
 *   const answer = await confirm({
 *     title: 'Delete lease?',
 *     message: 'The lease of <b>Hangar 4</b> and its documents will be removed.',
 *     buttons: ['Yes', 'No'],
 *     destructive: true,
 *   });
 *   if (answer === ResultCode.Yes) await deleteLease(id);
 * }
 */
export function useConfirm(): ConfirmFunction {
  const confirm = React.useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs a <ConfirmProvider> above it.');
  return confirm;
}
