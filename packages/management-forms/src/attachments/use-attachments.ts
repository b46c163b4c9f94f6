// An owner's attachments of one kind (a named GET, cached), and the writes that keep that list right.
import type { Attachment, AttachmentKind, AttachmentOwnerKind } from '@hangar/contracts';
import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { callKey, toDataFailure, useDataCall, useDataProvider, type DataResult } from '../data';
import {
  attachmentOrderPath,
  attachmentPath,
  attachmentsPath,
  orderBy,
  setCardPath,
} from './attachment-rules';

export type AttachmentOwner = { ownerKind: AttachmentOwnerKind; ownerID: number; kind: AttachmentKind };

/**
 * The list and its writes. Each write answers the provider's result and reads the list again; a new order
 * shows at once and is put back if the server refuses it.
 */
export function useAttachments({ ownerKind, ownerID, kind }: AttachmentOwner) {
  const path = attachmentsPath(ownerKind, ownerID, kind);
  const provider = useDataProvider();
  const { mutate } = useSWRConfig();
  const query = useDataCall<{ items: Attachment[] }>(path);
  const writes = useMemo(() => {
    const key = callKey(path);
    const settle = async <T>(answer: Promise<DataResult<T>>, refresh = true): Promise<DataResult<T>> => {
      let result: DataResult<T>;
      try {
        result = await answer;
      } catch (error) {
        result = toDataFailure(error);
      }
      // A stale version is read again only when the user asks (their draft stays until then).
      if (refresh && !(!result.ok && result.conflict)) void mutate(key);
      return result;
    };
    return {
      path,
      save: (a: Attachment, change: { caption?: string; showInListing?: boolean }) =>
        settle(
          provider.call<Attachment>('PUT', attachmentPath(a.id), {
            caption: change.caption ?? a.caption,
            showInListing: change.showInListing ?? a.showInListing,
            version: a.version,
          }),
        ),
      remove: (a: Attachment) => settle(provider.call<null>('DELETE', attachmentPath(a.id))),
      setCard: (a: Attachment) => settle(provider.call<Attachment>('POST', setCardPath(ownerID, a.id))),
      async reorder(items: readonly Attachment[], ids: number[]) {
        const next = { items: orderBy(items, ids) };
        await mutate(key, next, { revalidate: false });
        const result = await settle(
          provider.call<unknown>('PUT', attachmentOrderPath(ownerKind, ownerID), { kind, ids }),
          false,
        );
        if (!result.ok) void mutate(key, { items: [...items] }, { revalidate: true });
        return result;
      },
      refresh: () => mutate(key),
    };
  }, [path, provider, mutate, ownerKind, ownerID, kind]);
  return { ...query, items: query.data?.items, ...writes };
}
