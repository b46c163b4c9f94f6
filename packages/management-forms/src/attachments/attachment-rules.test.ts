import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  moveIdBy,
  moveIdTo,
  moveItem,
  orderBy,
  ownerImagesHref,
  positionMessage,
  refusalMessage,
  tooLargeMessage,
  uploadReducer,
  type UploadItem,
} from './attachment-rules';
import { cropFromArea, turn } from './image-edit-rules';

describe('ordering', () => {
  it('moves an item to another place, clamping to the list', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 99)).toEqual(['a', 'c', 'b']);
    expect(moveItem([], 0, 1)).toEqual([]);
  });

  it('moves an image earlier or later by one place, and not past either end', () => {
    expect(moveIdBy([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveIdBy([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moveIdBy([1, 2, 3], 1, -1)).toBeNull();
    expect(moveIdBy([1, 2, 3], 3, 1)).toBeNull();
    expect(moveIdBy([1, 2, 3], 9, 1)).toBeNull();
  });

  it('puts a dropped image where the image it was dropped on stood', () => {
    expect(moveIdTo([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(moveIdTo([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
    expect(moveIdTo([1, 2, 3], 2, 2)).toBeNull();
  });

  it('sorts attachments by a list of ids and says where one went', () => {
    const items = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(orderBy(items, [3, 1, 2]).map((i) => i.id)).toEqual([3, 1, 2]);
    expect(orderBy(items, [2]).map((i) => i.id)).toEqual([2, 1, 3]);
    expect(positionMessage('Ramp.jpg', [3, 1, 2], 1)).toBe('Ramp.jpg moved to position 2 of 3.');
  });
});

describe('uploads', () => {
  const start = (items: UploadItem[], key: string) =>
    uploadReducer(items, { type: 'start', key, fileName: `${key}.jpg` });

  it('shows a started file at 0 and its progress as it goes, never going back', () => {
    let items = start([], 'a');
    expect(items).toEqual([{ key: 'a', fileName: 'a.jpg', status: 'uploading', progress: 0 }]);
    items = uploadReducer(items, { type: 'progress', key: 'a', fraction: 0.6 });
    items = uploadReducer(items, { type: 'progress', key: 'a', fraction: 0.4 });
    expect(items[0]).toMatchObject({ progress: 0.6 });
    items = uploadReducer(items, { type: 'progress', key: 'a', fraction: 3 });
    expect(items[0]).toMatchObject({ progress: 1 });
  });

  it('drops a stored file from the list and keeps a refused one with its reason until dismissed', () => {
    let items = start(start([], 'a'), 'b');
    items = uploadReducer(items, { type: 'done', key: 'a' });
    items = uploadReducer(items, {
      type: 'refused',
      key: 'b',
      fileName: 'b.jpg',
      message: 'b.jpg is not an image',
    });
    expect(items).toEqual([
      { key: 'b', fileName: 'b.jpg', status: 'refused', message: 'b.jpg is not an image' },
    ]);
    // Progress arriving late does not bring a refused file back.
    items = uploadReducer(items, { type: 'progress', key: 'b', fraction: 1 });
    expect(items[0]?.status).toBe('refused');
    expect(uploadReducer(items, { type: 'dismiss', key: 'b' })).toEqual([]);
  });

  it('lists a file refused before sending', () => {
    const items = uploadReducer([], { type: 'refused', key: 'c', fileName: 'c.pdf', message: 'too big' });
    expect(items).toHaveLength(1);
  });

  it('refuses files over the limit by name, and names the file in any refusal', () => {
    expect(tooLargeMessage('big.jpg', 20 * 1024 * 1024, 15 * 1024 * 1024)).toBe(
      'big.jpg is too large (20 MB; the largest file is 15 MB)',
    );
    expect(tooLargeMessage('ok.jpg', 1000, 15 * 1024 * 1024)).toBeNull();
    expect(refusalMessage('a.jpg', 'a.jpg is not an image (text/plain)')).toBe(
      'a.jpg is not an image (text/plain)',
    );
    expect(refusalMessage('a.jpg', 'Server error')).toBe('a.jpg: Server error');
  });

  it('writes sizes for people', () => {
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(15 * 1024 * 1024)).toBe('15 MB');
  });
});

describe('owner pages', () => {
  it('sends an editor back to the owner of the image', () => {
    expect(ownerImagesHref('unit', 7)).toBe('/rentalunit/7/images');
    expect(ownerImagesHref('property', 3)).toBe('/properties/3/Edit/images');
  });
});

describe('image edits', () => {
  it('turns by quarter turns both ways', () => {
    expect(turn(0, 1)).toBe(90);
    expect(turn(270, 1)).toBe(0);
    expect(turn(0, -1)).toBe(270);
  });

  it('sends the crop in fractions of the turned image, and none when nothing is cut off', () => {
    expect(cropFromArea({ x: 10, y: 20, width: 50, height: 40 }, '4:3', 1.5)).toEqual({
      x: 0.1,
      y: 0.2,
      width: 0.5,
      height: 0.4,
    });
    expect(cropFromArea({ x: 0, y: 0, width: 100, height: 100 }, 'original', 1)).toBeNull();
    expect(cropFromArea({ x: 0, y: 0, width: 100, height: 100 }, '1:1', 1)).toBeNull();
    expect(cropFromArea(null, '1:1', 2)).toBeNull();
    // Never outside the image, whatever rounding the cropper did.
    const crop = cropFromArea({ x: 60.00004, y: 0, width: 40.0001, height: 100 }, '16:9', 2);
    expect(crop && crop.x + crop.width).toBeLessThanOrEqual(1);
  });
});
