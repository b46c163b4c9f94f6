import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_UNIT_ID } from '../attachment-fixtures';
import {
  attachmentLoaders,
  attachmentParameters,
  attachmentStoryProvider,
  storyFile,
  withManagementProvider,
} from './attachment-story';
import { AttachmentUploader } from './uploader';

const meta = {
  title: 'Management/Attachments/AttachmentUploader',
  component: AttachmentUploader,
  args: { ownerKind: 'unit', ownerID: FIXTURE_UNIT_ID, kind: 'image', onUploaded: fn() },
  loaders: attachmentLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof AttachmentUploader>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (root: HTMLElement) =>
  root.querySelector<HTMLInputElement>('[data-slot="attachment-file-input"]') as HTMLInputElement;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose images' })).toBeVisible();
    await expect(canvas.getByText(/Drag images here, or choose them. Up to 15 MB each./)).toBeVisible();
  },
};

export const SeveralFiles: Story = {
  parameters: attachmentParameters({ provider: { uploadMs: 300 } }),
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), [
      storyFile('apron.jpg', 'image/jpeg'),
      storyFile('taxiway.png', 'image/png'),
    ]);
    // Each file has its own bar while it goes, then leaves the list.
    await expect(await canvas.findByRole('progressbar', { name: 'Uploading apron.jpg' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Uploading taxiway.png' })).toBeVisible();
    await waitFor(() => expect(canvas.queryAllByRole('progressbar')).toHaveLength(0));
    await expect(args.onUploaded).toHaveBeenCalledTimes(2);
    const stored = attachmentStoryProvider(loaded)
      .attachments()
      .map((a) => a.fileName);
    await expect(stored).toEqual(expect.arrayContaining(['apron.jpg', 'taxiway.png']));
  },
};

export const Uploading: Story = {
  parameters: attachmentParameters({ provider: { uploadMs: Infinity } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), storyFile('hangar-door.jpg', 'image/jpeg'));
    const bar = await canvas.findByRole('progressbar', { name: 'Uploading hangar-door.jpg' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    await expect(canvas.getByText('hangar-door.jpg')).toBeVisible();
    // Cancel takes it off the list.
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel the upload of hangar-door.jpg' }));
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
  },
};

export const RefusedByServer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The input's accept is a hint; the server decides.
    await userEvent.upload(fileInput(canvasElement), storyFile('notes.txt', 'text/plain'), {
      applyAccept: false,
    });
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('notes.txt is not an image (text/plain)');
    await expect(args.onUploaded).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss the message about notes.txt' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const TooLarge: Story = {
  args: { maxBytes: 1024 * 1024 },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      fileInput(canvasElement),
      storyFile('panorama.jpg', 'image/jpeg', 3 * 1024 * 1024),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'panorama.jpg is too large (3 MB; the largest file is 1 MB)',
    );
    // Never sent.
    await expect(
      attachmentStoryProvider(loaded)
        .attachments()
        .some((a) => a.fileName === 'panorama.jpg'),
    ).toBe(false);
  },
};

export const Documents: Story = {
  args: { kind: 'document' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose documents' })).toBeVisible();
  },
};

export const Narrow: Story = {
  parameters: attachmentParameters({ width: 400, provider: { uploadMs: Infinity } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      fileInput(canvasElement),
      storyFile('a-rather-long-file-name-from-a-phone-camera.jpg', 'image/jpeg'),
    );
    await canvas.findByRole('progressbar');
    const zone = canvasElement.querySelector('[data-slot="attachment-uploader"]') as HTMLElement;
    await expect(zone.getBoundingClientRect().width).toBeLessThanOrEqual(400);
    await expect(zone.scrollWidth).toBeLessThanOrEqual(zone.clientWidth);
  },
};
