import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmailAddress } from './email-address';

const meta = {
  title: 'UI/EmailAddress',
  component: EmailAddress,
  args: { address: 'accounts.payable@hicksairfieldhangars.example' },
} satisfies Meta<typeof EmailAddress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** In a column 9rem wide, the address breaks after the @ and before the dots, never inside a word. */
export const NarrowColumn: Story = {
  render: (args) => (
    <div className="w-36 rounded-md border p-2 text-sm">
      <EmailAddress {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const span = canvasElement.querySelector('[data-slot="email-address"]')!;
    const range = document.createRange();
    range.selectNodeContents(span);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    await expect(lines.size).toBeGreaterThan(1);
    // Each piece stays on one line: every text node's rectangles share a top.
    for (const node of span.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE) continue;
      const piece = document.createRange();
      piece.selectNodeContents(node);
      const tops = new Set([...piece.getClientRects()].map((rect) => Math.round(rect.top)));
      await expect(tops.size).toBe(1);
    }
  },
};

export const NarrowColumnDark: Story = { ...NarrowColumn, globals: { theme: 'dark' } };
