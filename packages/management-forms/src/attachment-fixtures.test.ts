import { describe, expect, it } from 'vitest';
import { createAttachmentProvider } from './attachment-fixtures';

const jpeg = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('the memory attachment API', () => {
  it('uploads with progress rising to the whole file, then lists the new image last', async () => {
    const provider = createAttachmentProvider(undefined, { uploadMs: 5 });
    const progress: number[] = [];
    const unitImages = { ownerKind: 'unit', ownerID: 4, kind: 'image' } as const;
    const result = await provider.upload('Attachments_upload', unitImages, jpeg('new.jpg'), (f) =>
      progress.push(f),
    );
    expect(result.ok).toBe(true);
    expect(progress.at(-1)).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    const list = await provider.run('Attachments_list', unitImages);
    expect(list.ok && list.data.items.at(-1)?.fileName).toBe('new.jpg');
  });

  it('refuses a type the kind does not take, naming the file', async () => {
    const provider = createAttachmentProvider();
    const result = await provider.upload(
      'Attachments_upload',
      { ownerKind: 'unit', ownerID: 4, kind: 'image' },
      new File(['x'], 'a.pdf', { type: 'application/pdf' }),
    );
    expect(result).toMatchObject({
      ok: false,
      status: 415,
      message: 'a.pdf is not an image (application/pdf)',
    });
  });

  it('stops a cancelled upload without storing it', async () => {
    const provider = createAttachmentProvider(undefined, { uploadMs: Infinity });
    const controller = new AbortController();
    const answer = provider.upload(
      'Attachments_upload',
      { ownerKind: 'unit', ownerID: 4, kind: 'image' },
      jpeg('late.jpg'),
      undefined,
      controller.signal,
    );
    controller.abort();
    expect(await answer).toMatchObject({ ok: false });
    expect(provider.attachments().some((a) => a.fileName === 'late.jpg')).toBe(false);
  });

  it('keeps one order of every image and refuses an order that leaves one out', async () => {
    const provider = createAttachmentProvider();
    const owner = { ownerKind: 'unit', ownerID: 4 } as const;
    const bad = await provider.run('AttachmentOrder', owner, { kind: 'image', ids: [11, 12] });
    expect(bad.ok).toBe(false);
    const good = await provider.run('AttachmentOrder', owner, {
      kind: 'image',
      ids: [14, 13, 12, 11],
    });
    expect(good.ok).toBe(true);
    const order = provider
      .attachments()
      .filter((a) => a.kind === 'image')
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((a) => a.id);
    expect(order).toEqual([14, 13, 12, 11]);
  });
});
