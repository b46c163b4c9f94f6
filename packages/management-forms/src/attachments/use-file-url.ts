// A stored file's address the browser can use: an object URL of the file fetched with the session's
// credentials when the provider can (`fetchFile`), else the URL as it is.
import { useEffect, useState } from 'react';
import { useDataProvider } from '../data';

export type FileUrl = { src: string | undefined; failed: boolean };

/** `src` stays undefined while the file loads; `failed` when it could not be read. */
export function useFileUrl(url: string | null): FileUrl {
  const provider = useDataProvider();
  const direct = !provider.fetchFile;
  const [state, setState] = useState<{ url: string | null; src?: string; failed: boolean }>({
    url: null,
    failed: false,
  });
  useEffect(() => {
    if (direct || !url || !provider.fetchFile) return;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    void provider.fetchFile(url, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (!result.ok) return setState({ url, failed: true });
      objectUrl = URL.createObjectURL(result.data);
      setState({ url, src: objectUrl, failed: false });
    });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [direct, provider, url]);
  if (direct || !url) return { src: url ?? undefined, failed: false };
  return state.url === url ? { src: state.src, failed: state.failed } : { src: undefined, failed: false };
}

/**
 * Saves a stored file under its name: fetched with the session's credentials when the provider can, else
 * opened from its URL. Answers the refusal's message, or null.
 */
export async function downloadFile(
  fetchFile:
    ((url: string) => Promise<{ ok: true; data: Blob } | { ok: false; message: string }>) | undefined,
  url: string,
  fileName: string,
): Promise<string | null> {
  let href = url;
  let objectUrl: string | null = null;
  if (fetchFile) {
    const result = await fetchFile(url);
    if (!result.ok) return result.message;
    objectUrl = URL.createObjectURL(result.data);
    href = objectUrl;
  }
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  if (objectUrl) setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  return null;
}
