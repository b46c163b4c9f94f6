import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { addTags } from './rules';
import { TagInput } from './tag-input';

describe('addTags', () => {
  it('adds trimmed tags from comma-separated text, without repeats in any case', () => {
    expect(addTags(['tenant'], ' Vendor, TENANT ,, board ')).toEqual(['tenant', 'Vendor', 'board']);
  });

  it('cuts a tag at 40 characters and stops at the maximum count', () => {
    expect(addTags([], 'x'.repeat(45))).toEqual(['x'.repeat(40)]);
    expect(addTags(['a', 'b'], 'c, d', 3)).toEqual(['a', 'b', 'c']);
  });
});

function Harness({ initial = [] as string[] }) {
  const [tags, setTags] = useState(initial);
  return (
    <>
      <label htmlFor="tags">Tags</label>
      <TagInput id="tags" value={tags} onChange={setTags} />
      <output aria-label="value">{tags.join('|')}</output>
    </>
  );
}

describe('TagInput', () => {
  it('adds on Enter, comma and blur; Backspace in the empty field removes the last', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['tenant']} />);
    const input = screen.getByLabelText('Tags');
    await user.type(input, 'vendor{Enter}board,');
    expect(screen.getByLabelText('value')).toHaveTextContent('tenant|vendor|board');
    expect(input).toHaveValue('');
    await user.type(input, 'fuel');
    await user.tab();
    expect(screen.getByLabelText('value')).toHaveTextContent('tenant|vendor|board|fuel');
    await user.click(input);
    await user.keyboard('{Backspace}');
    expect(screen.getByLabelText('value')).toHaveTextContent('tenant|vendor|board');
  });

  it('removes a tag by its button', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['tenant', 'board']} />);
    await user.click(screen.getByRole('button', { name: 'Remove tag tenant' }));
    expect(screen.getByLabelText('value')).toHaveTextContent('board');
  });

  it('lets Enter in the empty field submit the form', async () => {
    const user = userEvent.setup();
    let submitted = 0;
    render(
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submitted += 1;
        }}
      >
        <Harness />
      </form>,
    );
    await user.type(screen.getByLabelText('Tags'), 'x{Enter}');
    expect(submitted).toBe(0);
    await user.keyboard('{Enter}');
    expect(submitted).toBe(1);
  });

  it('shows the tags without buttons or a text field when read-only', () => {
    render(<TagInput aria-label="Tags" value={['tenant']} onChange={() => {}} readOnly />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Tags' })).toHaveAttribute('readonly');
  });
});
