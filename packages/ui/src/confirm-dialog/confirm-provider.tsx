// ConfirmProvider: hosts the one ConfirmDialog behind useConfirm() and queues questions asked meanwhile.
import * as React from 'react';
import { ConfirmDialog, type ConfirmOptions } from './confirm-dialog';
import { ResultCode } from './confirm-rules';
import { ConfirmContext, type ConfirmFunction } from './use-confirm';

interface Question {
  id: number;
  options: ConfirmOptions;
  resolve: (result: ResultCode) => void;
}

/**
 * Mount once near the root; `useConfirm()` below it opens the dialog. Questions asked while one is open
 * wait their turn; if the provider unmounts, open questions resolve with `ResultCode.Abort`.
 *
 * @example
 * createRoot(el).render(
 *   <ConfirmProvider>
 *     <App />
 *   </ConfirmProvider>,
 * );
 */
export function ConfirmProvider({ children }: { children?: React.ReactNode }) {
  const [questions, setQuestions] = React.useState<Question[]>([]);
  const nextId = React.useRef(0);
  const pending = React.useRef<Question[]>([]);

  const confirm = React.useCallback<ConfirmFunction>(
    (options) =>
      new Promise<ResultCode>((resolve) => {
        nextId.current += 1;
        const question = { id: nextId.current, options, resolve };
        pending.current = [...pending.current, question];
        setQuestions(pending.current);
      }),
    [],
  );

  React.useEffect(
    () => () => {
      // Nobody is left to answer: settle every open promise rather than leave awaiting callers hanging.
      for (const question of pending.current) question.resolve(ResultCode.Abort);
      pending.current = [];
    },
    [],
  );

  const current = questions[0];

  function answer(result: ResultCode) {
    const [first, ...rest] = pending.current;
    if (!first) return;
    pending.current = rest;
    setQuestions(rest);
    first.resolve(result);
  }

  return (
    <ConfirmContext value={confirm}>
      {children}
      {current && <ConfirmDialog key={current.id} open {...current.options} onResult={answer} />}
    </ConfirmContext>
  );
}
