import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_UNIT_ID } from '../attachment-fixtures';
import {
  attachmentLoaders,
  attachmentParameters,
  attachmentStoryProvider,
  storyFile,
  withManagementProvider,
} from './attachment-story';
import { DocumentList } from './document-list';

const meta = {
  title: 'Management/Attachments/DocumentList',
  component: DocumentList,
  args: { ownerKind: 'unit', ownerID: FIXTURE_UNIT_ID },
  loaders: attachmentLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof DocumentList>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const NAME = { selector: '[data-slot="document-name"]' };
const loaded = (canvas: Canvas) => canvas.findByText('Lease agreement 2026.pdf', NAME);

export const WithDocuments: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('PDF · 1.2 MB · uploaded Feb 3, 2026');
    await expect(rows[2]).toHaveTextContent('JPEG image · 2.4 MB · uploaded Feb 24, 2026');
    await expect(canvas.getByRole('link', { name: 'Download Lease agreement 2026.pdf' })).toHaveAttribute(
      'href',
      '/api/document/21',
    );
    await expect(canvas.getByRole('button', { name: 'Choose documents' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: attachmentParameters({ attachments: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No documents yet')).toBeVisible();
  },
};

export const Upload: Story = {
  parameters: attachmentParameters({ provider: { uploadMs: 200 } }),
  play: async ({ canvasElement, canvas }) => {
    await loaded(canvas);
    const input = canvasElement.querySelector('[data-slot="attachment-file-input"]') as HTMLInputElement;
    await userEvent.upload(
      input,
      [storyFile('Hangar rules.pdf', 'application/pdf'), storyFile('rules.docx', 'application/msword')],
      {
        applyAccept: false,
      },
    );
    await expect(
      await canvas.findByRole('progressbar', { name: 'Uploading Hangar rules.pdf' }),
    ).toBeVisible();
    await expect(await canvas.findByText('Hangar rules.pdf', NAME)).toBeVisible();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'rules.docx is not a PDF or an image (application/msword)',
    );
  },
};

export const Delete: Story = {
  play: async ({ canvas, loaded: story }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Insurance certificate.pdf' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Insurance certificate.pdf will be deleted.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(canvas.queryByText('Insurance certificate.pdf', NAME)).toBeNull());
    // The focus moves to the document now in its place (or the list's panel), not to the top of the page.
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Documents' })).toContainElement(
        document.activeElement as HTMLElement,
      ),
    );
    await expect(
      attachmentStoryProvider(story)
        .attachments()
        .some((a) => a.id === 22),
    ).toBe(false);
  },
};

export const DeleteKept: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Door inspection.jpg' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await expect(canvas.getByText('Door inspection.jpg', NAME)).toBeVisible();
  },
};

export const ReadOnly: Story = {
  parameters: attachmentParameters({ readOnly: true }),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getAllByRole('link', { name: /^Download/ })).toHaveLength(3);
  },
};

export const Narrow: Story = {
  parameters: attachmentParameters({ width: 400 }),
  play: async ({ canvasElement, canvas }) => {
    await loaded(canvas);
    const section = canvasElement.querySelector('[data-slot="document-list"]') as HTMLElement;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};

export const DownloadWithCredentials: Story = {
  parameters: attachmentParameters({ fetchFiles: true }),
  play: async ({ canvas, loaded: story }) => {
    await loaded(canvas);
    // The site's API serves files only with the session's token: the button fetches, then saves.
    await userEvent.click(canvas.getByRole('button', { name: 'Download Lease agreement 2026.pdf' }));
    await waitFor(() => expect(attachmentStoryProvider(story).fetched).toEqual(['/api/document/21']));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
