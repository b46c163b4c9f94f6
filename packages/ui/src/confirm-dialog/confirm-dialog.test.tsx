import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ConfirmOptions } from './confirm-dialog';
import { ConfirmProvider } from './confirm-provider';
import { defaultButtonFor, orderButtons, ResultCode, type ConfirmButton } from './confirm-rules';
import { useConfirm } from './use-confirm';

function Asker({ options }: { options: ConfirmOptions }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button type="button" onClick={async () => setAnswer(await confirm(options))}>
        Ask
      </button>
      <output aria-label="answer">{answer}</output>
    </>
  );
}

async function ask(options: Partial<ConfirmOptions> & { buttons?: readonly ConfirmButton[] }) {
  const user = userEvent.setup();
  render(
    <ConfirmProvider>
      <Asker options={{ title: 'Delete lease?', message: 'It cannot be undone.', ...options }} />
    </ConfirmProvider>,
  );
  const opener = screen.getByRole('button', { name: 'Ask' });
  await user.click(opener);
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete lease?' });
  return { user, opener, dialog, answer: () => screen.getByLabelText('answer').textContent };
}

describe('ResultCode', () => {
  it('names every answer the product knows', () => {
    expect(Object.values(ResultCode)).toEqual(['Abort', 'Retry', 'Cancel', 'Ok', 'Ignore', 'No', 'Yes']);
  });
});

describe('defaultButtonFor', () => {
  it.each([
    [['Yes', 'No'], 'No'],
    [['No', 'Yes'], 'No'],
    [['Ok', 'Cancel'], 'Ok'],
    [['Yes', 'No', 'Cancel'], 'Yes'],
    [['Ok'], 'Ok'],
    [['Yes', 'Ok'], undefined],
  ] as const)('defaults %j to %s', (buttons, expected) => {
    expect(defaultButtonFor(buttons)).toBe(expected);
  });

  it('keeps a destructive confirmation on the safe answer even when asked otherwise', () => {
    expect(defaultButtonFor(['Yes', 'No', 'Cancel'], { destructive: true })).toBe('No');
    expect(defaultButtonFor(['Ok', 'Cancel'], { destructive: true })).toBe('Cancel');
    expect(defaultButtonFor(['Yes', 'No'], { destructive: true, defaultButton: 'Yes' })).toBe('No');
    expect(defaultButtonFor(['Yes', 'No'], { defaultButton: 'Yes' })).toBe('Yes');
  });
});

describe('ConfirmDialog through useConfirm', () => {
  it.each([
    [['Yes', 'No'], 'No'],
    [['Ok', 'Cancel'], 'Ok'],
    [['Yes', 'No', 'Cancel'], 'Yes'],
  ] as const)('with %j focuses %s and Enter answers it', async (buttons, expected) => {
    const { user, dialog, answer } = await ask({ buttons });
    expect(screen.getByRole('button', { name: expected })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(dialog).not.toBeInTheDocument();
    await waitFor(() => expect(answer()).toBe(expected));
  });

  it('labels its buttons exactly Cancel, No, Yes, Ok', async () => {
    const { dialog } = await ask({ buttons: ['Ok', 'Yes', 'No', 'Cancel'] });
    const labels = [...dialog.querySelectorAll('button')].map((button) => button.textContent);
    expect(labels).toEqual(['Cancel', 'No', 'Yes', 'Ok']);
  });

  it('reads the words a caller gives and still answers the result codes', async () => {
    const { user, dialog, answer } = await ask({
      buttons: ['Yes', 'No', 'Cancel'],
      labels: { Yes: 'Reload their version', No: 'Keep mine' },
    });
    const labels = [...dialog.querySelectorAll('button')].map((button) => button.textContent);
    expect(labels).toEqual(['Cancel', 'Keep mine', 'Reload their version']);
    await user.click(screen.getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(answer()).toBe('No'));
  });

  it('answers Enter with the default even when focus is on the message', async () => {
    const { user, dialog, answer } = await ask({ buttons: ['Yes', 'No'] });
    dialog.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(answer()).toBe('No'));
  });

  it('answers the clicked button', async () => {
    const { user, answer } = await ask({ buttons: ['Yes', 'No', 'Cancel'] });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(answer()).toBe('Cancel'));
  });

  it('answers Escape with Cancel when there is a Cancel button', async () => {
    const { user, dialog, answer } = await ask({ buttons: ['Ok', 'Cancel'] });
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    await waitFor(() => expect(answer()).toBe('Cancel'));
  });

  it('ignores Escape when there is no Cancel button', async () => {
    const { user, dialog, answer } = await ask({ buttons: ['Yes', 'No'] });
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(answer()).toBe('none');
  });

  it('stays open on a click outside', async () => {
    const { user, dialog, answer } = await ask({ buttons: ['Ok', 'Cancel'] });
    const overlay = document.querySelector('[data-slot="confirm-dialog-overlay"]');
    expect(overlay).not.toBeNull();
    await user.click(overlay as Element);
    expect(dialog).toBeInTheDocument();
    expect(answer()).toBe('none');
  });

  it('returns focus to where it was', async () => {
    const { user, opener } = await ask({ buttons: ['Ok', 'Cancel'] });
    expect(opener).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('focuses the safe answer of a destructive confirmation and marks the dangerous one', async () => {
    const { user, answer } = await ask({ buttons: ['Yes', 'No', 'Cancel'], destructive: true });
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByRole('button', { name: 'No' })).not.toHaveAttribute('data-variant', 'destructive');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(answer()).toBe('No'));
  });

  it('sanitises the HTML message before rendering it', async () => {
    const { dialog } = await ask({
      message:
        'Delete <b>Hangar 4</b>?<img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>',
    });
    expect(dialog.querySelector('b')).toHaveTextContent('Hangar 4');
    const img = dialog.querySelector('img');
    expect(img).not.toBeNull();
    expect(img).not.toHaveAttribute('onerror');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.innerHTML).not.toContain('__pwned');
  });

  it('asks queued questions one after the other', async () => {
    const user = userEvent.setup();
    function TwoQuestions() {
      const confirm = useConfirm();
      const [answers, setAnswers] = useState<string[]>([]);
      async function askTwice() {
        const first = confirm({ title: 'First?', message: '', buttons: ['Yes', 'No'] });
        const second = confirm({ title: 'Second?', message: '', buttons: ['Ok', 'Cancel'] });
        setAnswers([await first, await second]);
      }
      return (
        <>
          <button type="button" onClick={askTwice}>
            Ask twice
          </button>
          <output aria-label="answers">{answers.join(',')}</output>
        </>
      );
    }
    render(
      <ConfirmProvider>
        <TwoQuestions />
      </ConfirmProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Ask twice' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'First?' })).getByRole('button', { name: 'Yes' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Second?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('answers')).toHaveTextContent('Yes,Cancel'));
  });

  it('refuses to work without a provider', () => {
    function Lonely() {
      useConfirm();
      return null;
    }
    expect(() => render(<Lonely />)).toThrow(/ConfirmProvider/);
  });
});

describe('orderButtons', () => {
  it('never leaves a dialog without an answer', () => {
    expect(orderButtons([])).toEqual(['Ok']);
  });
});
