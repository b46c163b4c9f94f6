import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_PROPERTY_ID, FIXTURE_UNIT_ID, unitImages } from '../attachment-fixtures';
import {
  attachmentLoaders,
  attachmentParameters,
  attachmentStoryProvider,
  storyFile,
  withManagementProvider,
} from './attachment-story';
import { ImageManager } from './image-manager';

const meta = {
  title: 'Management/Attachments/ImageManager',
  component: ImageManager,
  args: { ownerKind: 'unit', ownerID: FIXTURE_UNIT_ID },
  loaders: attachmentLoaders,
  decorators: [withManagementProvider],
} satisfies Meta<typeof ImageManager>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const loaded = (canvas: Canvas) => canvas.findByRole('img', { name: 'Hangar front, doors open' });
const altOrder = (canvas: Canvas) =>
  canvas.getAllByRole('img').map((img: HTMLElement) => img.getAttribute('alt'));
const storedOrder = (provider: ReturnType<typeof attachmentStoryProvider>) =>
  provider
    .attachments()
    .filter((a) => a.kind === 'image')
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((a) => a.id);

export const WithImages: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    // Captions name the images; an image without one goes by its file name.
    await expect(altOrder(canvas)).toEqual([
      'Hangar front, doors open',
      'Ramp view at sunset',
      'IMG_2041.jpg',
      'Office and restroom',
    ]);
    const card = canvas.getAllByRole('listitem').find((li: HTMLElement) => li.dataset.card) as HTMLElement;
    await expect(within(card).getByText('Card image')).toBeVisible();
    await expect(within(card).queryByRole('button', { name: /Set as card/ })).toBeNull();
    await expect(canvas.getByText('Not in listing')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit Ramp view at sunset' })).toHaveAttribute(
      'href',
      '/imageedit/12',
    );
    await expect(
      canvas.getByRole('button', { name: 'Move earlier: Hangar front, doors open' }),
    ).toBeDisabled();
  },
};

export const Empty: Story = {
  parameters: attachmentParameters({ attachments: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No images yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose images' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: attachmentParameters({ provider: { latencyMs: Infinity } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading images…')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: attachmentParameters({
    provider: {
      failWith: (op) => (op === 'run' ? { ok: false, status: 403, message: 'Not allowed' } : null),
    },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Not allowed');
  },
};

export const OrderByKeyboard: Story = {
  play: async ({ canvas, loaded: story }) => {
    await loaded(canvas);
    const later = canvas.getByRole('button', { name: 'Move later: Hangar front, doors open' });
    later.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(altOrder(canvas)[1]).toBe('Hangar front, doors open'));
    await expect(canvas.getByText('Hangar front, doors open moved to position 2 of 4.')).toBeInTheDocument();
    // The focus stays on the moved image's button, so Enter moves it on.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        canvas.getByRole('button', { name: 'Move later: Hangar front, doors open' }),
      ),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(altOrder(canvas)[2]).toBe('Hangar front, doors open'));
    await waitFor(() => expect(storedOrder(attachmentStoryProvider(story))).toEqual([12, 13, 11, 14]));
  },
};

export const OrderByDragging: Story = {
  play: async ({ canvas, loaded: story }) => {
    await loaded(canvas);
    const cards = canvas.getAllByRole('listitem');
    const data = new DataTransfer();
    fireEvent.dragStart(cards[3]!, { dataTransfer: data });
    fireEvent.dragOver(cards[0]!, { dataTransfer: data });
    fireEvent.drop(cards[0]!, { dataTransfer: data });
    await waitFor(() => expect(altOrder(canvas)[0]).toBe('Office and restroom'));
    await expect(canvas.getByText('Office and restroom moved to position 1 of 4.')).toBeInTheDocument();
    await waitFor(() => expect(storedOrder(attachmentStoryProvider(story))).toEqual([14, 11, 12, 13]));
  },
};

export const OrderRefused: Story = {
  parameters: attachmentParameters({
    provider: {
      failWith: (_op, _r, detail) =>
        detail.path?.startsWith('/AttachmentOrder/')
          ? { ok: false, status: 500, message: 'Server error' }
          : null,
    },
  }),
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Move earlier: IMG_2041.jpg' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The new order was not saved: Server error',
    );
    await waitFor(() => expect(altOrder(canvas)[2]).toBe('IMG_2041.jpg'));
  },
};

export const EditCaption: Story = {
  play: async ({ canvas, loaded: story }) => {
    await loaded(canvas);
    const input = canvas.getByRole('textbox', { name: 'Caption of IMG_2041.jpg' });
    await userEvent.type(input, 'Tie-downs north of the hangar');
    const card = input.closest('li') as HTMLElement;
    await expect(within(card).getByText('29/100')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: /Save/ }));
    await expect(await canvas.findByRole('img', { name: 'Tie-downs north of the hangar' })).toBeVisible();
    const stored = attachmentStoryProvider(story)
      .attachments()
      .find((a) => a.id === 13);
    await expect(stored).toMatchObject({ caption: 'Tie-downs north of the hangar', version: 2 });
  },
};

export const CaptionConflict: Story = {
  parameters: attachmentParameters({
    attachments: unitImages.map((a) => (a.id === 11 ? { ...a, version: 1 } : a)),
  }),
  play: async ({ canvas, loaded: story }) => {
    await loaded(canvas);
    // Someone else saves the image first.
    await attachmentStoryProvider(story).run(
      'Attachment_update',
      { id: 11 },
      {
        caption: 'Their caption',
        showInListing: true,
        version: 1,
      },
    );
    const input = canvas.getByRole('textbox', { name: 'Caption of hangar-front.jpg' });
    await userEvent.clear(input);
    await userEvent.type(input, 'My caption');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Someone else changed this image');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload their version' }));
    await expect(await canvas.findByRole('img', { name: 'Their caption' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Caption of hangar-front.jpg' })).toHaveValue(
      'Their caption',
    );
  },
};

export const ShowInListing: Story = {
  play: async ({ canvas, loaded: story }) => {
    await loaded(canvas);
    const toggle = canvas.getByRole('switch', { name: 'Show in listing (Office and restroom)' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    await waitFor(() => expect(canvas.queryByText('Not in listing')).toBeNull());
    await expect(
      attachmentStoryProvider(story)
        .attachments()
        .find((a) => a.id === 14)?.showInListing,
    ).toBe(true);
  },
};

export const SetAsCard: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Set as card: Hangar front, doors open' }));
    await waitFor(() => {
      const card = canvas.getAllByRole('listitem').find((li: HTMLElement) => li.dataset.card) as HTMLElement;
      return expect(within(card).getByRole('img')).toHaveAttribute('alt', 'Hangar front, doors open');
    });
    await expect(canvas.getAllByText('Card image')).toHaveLength(1);
    // The pressed button went with its reason: the focus is on the new card's Edit link, not lost.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Edit Hangar front, doors open'));
  },
};

export const Delete: Story = {
  play: async ({ canvas, loaded: story }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Office and restroom' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Office and restroom will be deleted.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(canvas.queryByRole('img', { name: 'Office and restroom' })).toBeNull());
    // The focus moves to the image now in its place, not to the top of the page.
    await waitFor(() =>
      expect(canvas.getByRole('list', { name: /^Images/ })).toContainElement(
        document.activeElement as HTMLElement,
      ),
    );
    await expect(
      attachmentStoryProvider(story)
        .attachments()
        .some((a) => a.id === 14),
    ).toBe(false);
  },
};

export const UploadRefused: Story = {
  play: async ({ canvasElement, canvas }) => {
    await loaded(canvas);
    const input = canvasElement.querySelector('[data-slot="attachment-file-input"]') as HTMLInputElement;
    await userEvent.upload(
      input,
      [storyFile('lease.pdf', 'application/pdf'), storyFile('new-door.jpg', 'image/jpeg')],
      {
        applyAccept: false,
      },
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'lease.pdf is not an image (application/pdf)',
    );
    await expect(await canvas.findByRole('img', { name: 'new-door.jpg' })).toBeVisible();
  },
};

export const UploadingWithProgress: Story = {
  parameters: attachmentParameters({ provider: { uploadMs: Infinity } }),
  play: async ({ canvasElement, canvas }) => {
    await loaded(canvas);
    const input = canvasElement.querySelector('[data-slot="attachment-file-input"]') as HTMLInputElement;
    await userEvent.upload(input, storyFile('fuel-farm.jpg', 'image/jpeg'));
    await waitFor(() =>
      expect(canvas.getByRole('progressbar', { name: 'Uploading fuel-farm.jpg' })).toHaveAttribute(
        'aria-valuenow',
        '40',
      ),
    );
  },
};

export const Property: Story = {
  args: { ownerKind: 'property', ownerID: FIXTURE_PROPERTY_ID },
  parameters: attachmentParameters({
    attachments: unitImages.map((a) => ({
      ...a,
      ownerKind: 'property',
      ownerID: FIXTURE_PROPERTY_ID,
      isCard: false,
    })),
  }),
  play: async ({ canvas }) => {
    await loaded(canvas);
    // Properties have no card image.
    await expect(canvas.queryByRole('button', { name: /as card/ })).toBeNull();
    await expect(canvas.queryByText('Card image')).toBeNull();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getAllByRole('img')).toHaveLength(4);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(canvas.getByText('Card image')).toBeVisible();
  },
};

export const Narrow: Story = {
  parameters: attachmentParameters({ width: 400 }),
  play: async ({ canvasElement, canvas }) => {
    await loaded(canvas);
    const section = canvasElement.querySelector('[data-slot="image-manager"]') as HTMLElement;
    await expect(section.getBoundingClientRect().width).toBeLessThanOrEqual(400);
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};

export const ImagesWithCredentials: Story = {
  parameters: attachmentParameters({ fetchFiles: true }),
  play: async ({ canvas, loaded: story }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Hangar front, doors open' }).getAttribute('src') ?? '').toMatch(
        /^blob:/,
      ),
    );
    await expect(attachmentStoryProvider(story).fetched).toHaveLength(4);
  },
};
