// Stories of the attachment screens: a fresh attachment provider per story (a loader) and its ManagementProvider.
import type { Attachment } from '@hangar/contracts';
import type { Loader } from '@storybook/react-vite';
import { createAttachmentProvider, type AttachmentProviderOptions } from '../attachment-fixtures';
import type { ProviderFrameParameters } from '../lib/provider-story';

export { withManagementProvider } from '../lib/provider-story';

export type AttachmentStoryParameters = ProviderFrameParameters & {
  /** The stored attachments; the unit's images and documents by default. */
  attachments?: readonly Attachment[];
  provider?: AttachmentProviderOptions;
  /** Files are read through `fetchFile`, as the site reads them with the session's token. */
  fetchFiles?: boolean;
};

type StoryProvider = ReturnType<typeof createAttachmentProvider> & { fetched?: string[] };

export const attachmentLoaders: Loader[] = [
  (context) => {
    const { attachments, provider, fetchFiles } = context.parameters as AttachmentStoryParameters;
    const created: StoryProvider = createAttachmentProvider(attachments, provider);
    if (fetchFiles) {
      const fetched: string[] = [];
      Object.assign(created, {
        fetched,
        async fetchFile(url: string) {
          fetched.push(url);
          if (url.startsWith('data:')) return { ok: true, data: await (await fetch(url)).blob() };
          return { ok: true, data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) };
        },
      });
    }
    return { provider: created };
  },
];

/** The provider of a story, in its play function (`attachments()` reads what is stored). */
export const attachmentStoryProvider = (loaded: unknown): StoryProvider =>
  (loaded as { provider: StoryProvider }).provider;

/** Types a story's parameters. */
export const attachmentParameters = (parameters: AttachmentStoryParameters) => parameters;

/** A file for an upload, of `size` bytes. */
export function storyFile(name: string, type: string, size = 2048): File {
  return new File([new Uint8Array(size)], name, { type });
}
