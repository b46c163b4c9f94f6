import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFormDirty } from './use-form-dirty';

/** A form that says whether it is dirty, with a list of choices that answers late. */
function DeclaringForm({ dirty }: { dirty?: boolean }) {
  const [groups, setGroups] = useState<string[]>([]);
  const [shown, setShown] = useState('Ann');
  useEffect(() => {
    const timer = setTimeout(() => setGroups(['Administrators', 'Viewers']), 100);
    return () => clearTimeout(timer);
  }, []);
  return (
    <form data-dirty={dirty}>
      <input aria-label="Name" name="name" defaultValue="Alpha" />
      {groups.map((g) => (
        <input key={g} type="checkbox" aria-label={g} name={g} />
      ))}
      {/* Chooses what to show, changes nothing. */}
      <button
        type="button"
        role="combobox"
        aria-expanded={false}
        aria-controls="members"
        onClick={() => setShown('Bob')}
      >
        {shown}
      </button>
    </form>
  );
}

function DeclaringHost({ dirty, formKey = 'a' }: { dirty?: boolean; formKey?: string }) {
  const { attach, isDirty, markClean } = useFormDirty();
  return (
    <>
      <p data-testid="state">{isDirty ? 'dirty' : 'clean'}</p>
      <button type="button" onClick={markClean}>
        Saved
      </button>
      <div ref={attach}>
        <DeclaringForm key={formKey} dirty={dirty} />
      </div>
    </>
  );
}

const state = () => screen.getByTestId('state');
const becomes = (text: 'dirty' | 'clean') => waitFor(() => expect(state()).toHaveTextContent(text));

describe('useFormDirty', () => {
  it('believes the form: a list that answers late and a chooser of what to show change nothing', async () => {
    const { rerender } = render(<DeclaringHost dirty={false} />);
    fireEvent.click(screen.getByRole('combobox'));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Alpha Hangars' } });
    expect(await screen.findByRole('checkbox', { name: 'Viewers' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(state()).toHaveTextContent('clean');
    rerender(<DeclaringHost dirty />);
    await becomes('dirty');
    rerender(<DeclaringHost dirty={false} />);
    await becomes('clean');
  });

  it('is dirty from the first look at a form that starts dirty, and clean for one that does not say', async () => {
    const { rerender } = render(<DeclaringHost dirty />);
    await becomes('dirty');
    rerender(<DeclaringHost formKey="b" />);
    await becomes('clean');
  });

  it('is clean at once after a save', async () => {
    render(<DeclaringHost dirty />);
    await becomes('dirty');
    fireEvent.click(screen.getByRole('button', { name: 'Saved' }));
    expect(state()).toHaveTextContent('clean');
  });
});
