import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client';
import { createSiteDataProvider } from './site-data-provider';

/** A stand-in XMLHttpRequest: records what was sent; the test answers it. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return null;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, payload: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(payload);
    this.onload?.();
  }
}

const sent = async () => {
  await vi.waitFor(() => expect(FakeXhr.last?.body).not.toBeNull());
  return FakeXhr.last!;
};

function provider(onTokenError = vi.fn()) {
  const client = createApiClient({
    apiBase: '/api',
    getToken: () => 'tok',
    onTokenError,
    readCookies: () => 'XSRF-TOKEN=xs%201',
    fetch: vi.fn(),
  });
  return createSiteDataProvider(client);
}

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('uploads through the site provider', () => {
  it('sends the file in the field "file" with the token and CSRF header, reporting progress', async () => {
    const progress: number[] = [];
    const file = new File(['abc'], 'ramp.jpg', { type: 'image/jpeg' });
    const answer = provider().upload(
      'Attachments_upload',
      { ownerKind: 'unit', ownerID: 4, kind: 'image' },
      file,
      (f) => progress.push(f),
    );
    const xhr = await sent();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/Attachments/unit/4?kind=image');
    expect(xhr.headers).toMatchObject({ Authorization: 'Bearer tok', 'X-XSRF-TOKEN': 'xs 1' });
    expect((xhr.body!.get('file') as File).name).toBe('ramp.jpg');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
    xhr.answer(200, { success: true, data: { id: 9 } });
    expect(await answer).toEqual({ ok: true, data: { id: 9 } });
    expect(progress).toEqual([0.25, 1]);
  });

  it('answers the server’s refusal with its status, and PUT for an operation that replaces', async () => {
    const file = new File(['x'], 'notes.txt', { type: 'text/plain' });
    const answer = provider().upload('ImageReplace', { id: 3, version: 2 }, file);
    const xhr = await sent();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/ImageReplace/3?version=2');
    xhr.answer(415, { success: false, error: 'notes.txt is not an image (text/plain)' });
    expect(await answer).toMatchObject({ ok: false, status: 415, message: 'notes.txt is not an image (text/plain)' });
  });

  it('ends the request when the upload is cancelled', async () => {
    const controller = new AbortController();
    const answer = provider().upload(
      'Attachments_upload',
      { ownerKind: 'unit', ownerID: 4, kind: 'image' },
      new File(['x'], 'a.jpg'),
      undefined,
      controller.signal,
    );
    const xhr = await sent();
    controller.abort();
    expect(xhr.aborted).toBe(true);
    expect(await answer).toMatchObject({ ok: false, message: 'The upload of a.jpg was cancelled' });
  });

  it('tells the session of a token refusal', async () => {
    const onTokenError = vi.fn();
    const answer = provider(onTokenError).upload(
      'Attachments_upload',
      { ownerKind: 'unit', ownerID: 4, kind: 'image' },
      new File(['x'], 'a.jpg'),
    );
    (await sent()).answer(401, { success: false, tokenError: 'ExpiredToken' });
    expect(await answer).toMatchObject({ ok: false, status: 401 });
    expect(onTokenError).toHaveBeenCalledWith('ExpiredToken', 'tok');
  });
});
