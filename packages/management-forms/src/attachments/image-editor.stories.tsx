import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { unitImages } from '../attachment-fixtures';
import { CONFLICT_ERROR } from '@hangar/contracts';
import {
  attachmentLoaders,
  attachmentParameters,
  attachmentStoryProvider,
  storyFile,
  withManagementProvider,
} from './attachment-story';
import { ImageEditor } from './image-editor';

const meta = {
  title: 'Management/Attachments/ImageEditor',
  component: ImageEditor,
  args: { imageID: 12, onSaved: fn(), onDeleted: fn(), onCancel: fn() },
  loaders: attachmentLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof ImageEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const loaded = (canvas: Canvas) => canvas.findByRole('group', { name: 'Crop area' });
const stored = (story: unknown) =>
  attachmentStoryProvider(story)
    .attachments()
    .find((a) => a.id === 12);

/** The edits the memory API received, for the stories that check what was sent. */
const sentEdits: unknown[] = [];
const recordEdits = attachmentParameters({
  provider: {
    named: {
      '/ImageEdit/': (_method, _path, body) => {
        sentEdits.push(body);
        return { ok: true, data: { ...unitImages[1], version: 2 } };
      },
    },
  },
});

export const Editor: Story = {
  play: async ({ canvas, args, loaded: story }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('textbox', { name: 'Caption' })).toHaveValue('Ramp view at sunset');
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate right' }));
    await expect(canvas.getByText('90°')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate right' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate left' }));
    await expect(canvas.getByText('Turned left; the image is at 90 degrees.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    // A quarter turn swaps the sides.
    await expect(stored(story)).toMatchObject({ width: 1200, height: 1600, version: 2 });
  },
};

export const CropByKeyboard: Story = {
  parameters: recordEdits,
  play: async ({ canvas, args }) => {
    sentEdits.length = 0;
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: 'Square' }));
    const zoom = canvas.getByRole('slider', { name: 'Zoom' });
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await expect(zoom).toHaveAttribute('aria-valuetext', '150%');
    canvas.getByRole('group', { name: 'Crop area' }).focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowUp}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    const edit = sentEdits[0] as {
      rotate: number;
      crop: { x: number; y: number; width: number; height: number };
    };
    await expect(edit.rotate).toBe(0);
    await expect(edit.crop).not.toBeNull();
    // A square of a 4:3 image zoomed 1.5×: half its width and two thirds of its height.
    await expect(edit.crop.width).toBeCloseTo(0.5, 2);
    await expect(edit.crop.height).toBeCloseTo(2 / 3, 2);
    await expect(edit.crop.x + edit.crop.width).toBeLessThanOrEqual(1);
    // The arrow keys moved the crop off the centre.
    await expect(Math.abs(edit.crop.x - 0.25)).toBeGreaterThan(0.001);
  },
};

export const CaptionOnly: Story = {
  parameters: recordEdits,
  play: async ({ canvas, args, loaded: story }) => {
    sentEdits.length = 0;
    await loaded(canvas);
    const caption = canvas.getByRole('textbox', { name: 'Caption' });
    await userEvent.clear(caption);
    await userEvent.type(caption, 'Ramp at dusk');
    await expect(canvas.getByText('12/100')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    await expect(stored(story)).toMatchObject({ caption: 'Ramp at dusk', version: 2 });
    // Nothing turned or cropped: no image edit sent.
    await expect(sentEdits).toHaveLength(0);
  },
};

export const Conflict: Story = {
  parameters: attachmentParameters({
    provider: {
      failWith: (op, _r, detail) =>
        op === 'run' && detail.path?.startsWith('/ImageEdit/')
          ? { ok: false, status: 409, conflict: true, message: CONFLICT_ERROR }
          : null,
    },
  }),
  play: async ({ canvas, args }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate left' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Someone else changed this image');
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Reload their version' })).toBeVisible();
  },
};

export const Replacing: Story = {
  parameters: attachmentParameters({ provider: { uploadMs: Infinity } }),
  play: async ({ canvasElement, canvas }) => {
    await loaded(canvas);
    const input = canvasElement.querySelector('[data-slot="image-replace-input"]') as HTMLInputElement;
    await userEvent.upload(input, storyFile('ramp-2026.jpg', 'image/jpeg'));
    const bar = await canvas.findByRole('progressbar', { name: 'Uploading ramp-2026.jpg' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const Replaced: Story = {
  parameters: attachmentParameters({ provider: { uploadMs: 100 } }),
  play: async ({ canvasElement, canvas, loaded: story }) => {
    await loaded(canvas);
    const input = canvasElement.querySelector('[data-slot="image-replace-input"]') as HTMLInputElement;
    await userEvent.upload(input, storyFile('ramp-2026.jpg', 'image/jpeg'));
    await waitFor(() => expect(stored(story)).toMatchObject({ fileName: 'ramp-2026.jpg', version: 2 }));
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
    await loaded(canvas);
  },
};

export const ReplaceRefused: Story = {
  play: async ({ canvasElement, canvas }) => {
    await loaded(canvas);
    const input = canvasElement.querySelector('[data-slot="image-replace-input"]') as HTMLInputElement;
    await userEvent.upload(input, storyFile('scan.pdf', 'application/pdf'), { applyAccept: false });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'scan.pdf is not an image (application/pdf)',
    );
  },
};

export const Delete: Story = {
  play: async ({ canvas, args, loaded: story }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Ramp view at sunset will be deleted.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalled());
    await expect(stored(story)).toBeUndefined();
  },
};

export const Cancel: Story = {
  play: async ({ canvas, args }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('img', { name: 'Ramp view at sunset' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Crop area' })).toBeNull();
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const NotFound: Story = {
  args: { imageID: 999 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No such image');
  },
};

export const Narrow: Story = {
  parameters: attachmentParameters({ width: 400 }),
  play: async ({ canvasElement, canvas }) => {
    await loaded(canvas);
    const form = canvasElement.querySelector('[data-slot="image-editor"]') as HTMLElement;
    await expect(form.getBoundingClientRect().width).toBeLessThanOrEqual(400);
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
  },
};
