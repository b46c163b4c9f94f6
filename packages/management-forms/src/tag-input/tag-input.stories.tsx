import { Field } from '@hangar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TagInput } from './tag-input';

const meta = {
  title: 'Management/Contacts/TagInput',
  component: TagInput,
  args: { value: ['tenant', 'hangar-b'], onChange: fn() },
  render: function Render(args) {
    const [tags, setTags] = useState(args.value);
    return (
      <div className="max-w-md">
        <Field label="Tags" description="Enter or a comma adds a tag.">
          <TagInput
            {...args}
            value={tags}
            onChange={(next) => {
              setTags(next);
              args.onChange(next);
            }}
          />
        </Field>
      </div>
    );
  },
} satisfies Meta<typeof TagInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Tags' });
    await userEvent.type(input, 'board, waitlist');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('list', { name: 'Current tags' })).toHaveTextContent(/board.*waitlist/);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove tag tenant' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['hangar-b', 'board', 'waitlist']);
  },
};

export const Empty: Story = { args: { value: [] } };

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
