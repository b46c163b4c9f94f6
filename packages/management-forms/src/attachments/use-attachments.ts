// An owner's attachments of one kind (the operation `Attachments_list`, cached), and the writes that keep that
// list right.
import type { Attachment, AttachmentKind, AttachmentOwnerKind } from '@hangar/contracts';
import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { operationKey, toDataFailure, useDataProvider, useOperation, type DataResult } from '../data';
import { attachmentsParams, orderBy } from './attachment-rules';

export type AttachmentOwner = { ownerKind: AttachmentOwnerKind; ownerID: number; kind: AttachmentKind };

/**
 * The list and its writes. Each write answers the provider's result and reads the list again; a new order
 * shows at once and is put back if the server refuses it.
 */
export function useAttachments({ ownerKind, ownerID, kind }: AttachmentOwner) {
  const provider = useDataProvider();
  const { mutate } = useSWRConfig();
  const query = useOperation('Attachments_list', attachmentsParams(ownerKind, ownerID, kind));
  const writes = useMemo(() => {
    const key = operationKey('Attachments_list', attachmentsParams(ownerKind, ownerID, kind));
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
      save: (a: Attachment, change: { caption?: string; showInListing?: boolean }) =>
        settle(
          provider.run(
            'Attachment_update',
            { id: a.id },
            {
              caption: change.caption ?? a.caption,
              showInListing: change.showInListing ?? a.showInListing,
              version: a.version,
            },
          ),
        ),
      remove: (a: Attachment) => settle(provider.run('Attachment_delete', { id: a.id })),
      setCard: (a: Attachment) =>
        settle(provider.run('RentalUnitSetImageAsCard', { unitId: ownerID, imageId: a.id })),
      async reorder(items: readonly Attachment[], ids: number[]) {
        const next = { items: orderBy(items, ids) };
        await mutate(key, next, { revalidate: false });
        const result = await settle(
          provider.run('AttachmentOrder', { ownerKind, ownerID }, { kind, ids }),
          false,
        );
        if (!result.ok) void mutate(key, { items: [...items] }, { revalidate: true });
        return result;
      },
      refresh: () => mutate(key),
    };
  }, [provider, mutate, ownerKind, ownerID, kind]);
  return { ...query, items: query.data?.items, ...writes };
}
