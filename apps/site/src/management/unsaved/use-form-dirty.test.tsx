import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { formSnapshot, SETTLE_MS, useFormDirty } from './use-form-dirty';

function Form({ onSaved, fillLater = false }: { onSaved: () => void; fillLater?: boolean }) {
  const [name, setName] = useState('Alpha');
  const [active, setActive] = useState(false);
  const [rows, setRows] = useState(['first']);
  const [fileAs, setFileAs] = useState('');
  // As a form that derives a field once it is on screen.
  useEffect(() => {
    if (!fillLater) return;
    const timer = setTimeout(() => setFileAs('Alpha, derived'), 60);
    return () => clearTimeout(timer);
  }, [fillLater]);
  return (
    <form>
      <input aria-label="Name" name="name" value={name} onChange={(e) => setName(e.target.value)} />
      <input aria-label="File as" name="fileAs" value={fileAs} onChange={(e) => setFileAs(e.target.value)} />
      <button type="button" role="switch" aria-checked={active} onClick={() => setActive(!active)}>
        Active
      </button>
      {rows.map((row, i) => (
        <input key={i} aria-label={`Row ${i + 1}`} name={`rows.${i}`} defaultValue={row} />
      ))}
      <button type="button" onClick={() => setRows([...rows, ''])}>
        Add row
      </button>
      <button type="button" onClick={onSaved}>
        Save
      </button>
    </form>
  );
}

function Host({ fillLater, formKey = 'a' }: { fillLater?: boolean; formKey?: string }) {
  const { attach, isDirty, markClean } = useFormDirty();
  return (
    <>
      <p data-testid="state">{isDirty ? 'dirty' : 'clean'}</p>
      <div ref={attach}>
        <Form key={formKey} onSaved={markClean} fillLater={fillLater} />
      </div>
    </>
  );
}

const state = () => screen.getByTestId('state');
const becomes = (text: 'dirty' | 'clean') => waitFor(() => expect(state()).toHaveTextContent(text));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('useFormDirty', () => {
  it('is dirty after typing and clean again when the text is back as it was', async () => {
    render(<Host />);
    await becomes('clean');
    type('Name', 'Alpha Hangars');
    await becomes('dirty');
    type('Name', 'Alpha');
    await becomes('clean');
  });

  it('sees switches and added rows', async () => {
    render(<Host />);
    fireEvent.click(screen.getByRole('switch', { name: 'Active' }));
    await becomes('dirty');
    fireEvent.click(screen.getByRole('switch', { name: 'Active' }));
    await becomes('clean');
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    await becomes('dirty');
  });

  it('takes what the form holds after a save as its new start', async () => {
    render(<Host />);
    type('Name', 'Alpha Hangars');
    await becomes('dirty');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await becomes('clean');
    // Still clean once the save's reset has settled; a new change is dirty, going back to the saved one clean.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(state()).toHaveTextContent('clean');
    type('Name', 'Alpha');
    await becomes('dirty');
    type('Name', 'Alpha Hangars');
    await becomes('clean');
  });

  it('counts what a form fills in by itself right after it appears as its start', async () => {
    render(<Host fillLater />);
    await waitFor(() => expect(screen.getByLabelText('File as')).toHaveValue('Alpha, derived'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(state()).toHaveTextContent('clean');
    type('File as', 'Hangars, Alpha');
    await becomes('dirty');
  });

  it('starts afresh with a new form', async () => {
    const { rerender } = render(<Host formKey="a" />);
    type('Name', 'Changed');
    await becomes('dirty');
    rerender(<Host formKey="b" />);
    await becomes('clean');
  });
});

/** A form that says whether it is dirty, with a list of choices that answers after the settling time. */
function DeclaringForm({ dirty }: { dirty: boolean }) {
  const [groups, setGroups] = useState<string[]>([]);
  const [shown, setShown] = useState('Ann');
  useEffect(() => {
    const timer = setTimeout(() => setGroups(['Administrators', 'Viewers']), SETTLE_MS + 100);
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

function DeclaringHost({ dirty }: { dirty: boolean }) {
  const { attach, isDirty } = useFormDirty();
  return (
    <>
      <p data-testid="state">{isDirty ? 'dirty' : 'clean'}</p>
      <div ref={attach}>
        <DeclaringForm dirty={dirty} />
      </div>
    </>
  );
}

describe('useFormDirty with a form that declares data-dirty', () => {
  it('believes the form: a list that answers late and a chooser of what to show change nothing', async () => {
    const { rerender } = render(<DeclaringHost dirty={false} />);
    fireEvent.click(screen.getByRole('combobox'));
    expect(await screen.findByRole('checkbox', { name: 'Viewers' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(state()).toHaveTextContent('clean');
    rerender(<DeclaringHost dirty />);
    await becomes('dirty');
    rerender(<DeclaringHost dirty={false} />);
    await becomes('clean');
  });
});

describe('formSnapshot', () => {
  it('lists every control in order, with checked states and the shown choice of a select button', () => {
    document.body.innerHTML = `<form>
      <input name="a" value="1"><input type="checkbox" name="b" checked><textarea name="c">x</textarea>
      <button type="button" role="combobox">Texas</button><button type="button" role="switch" aria-checked="true"></button>
      <input type="submit" value="Save"></form>`;
    expect(formSnapshot(document.querySelector('form')!).split('\u241e')).toEqual([
      'a=1',
      'b:true',
      'c=x',
      'choice=Texas',
      'switch=true',
    ]);
  });
});
