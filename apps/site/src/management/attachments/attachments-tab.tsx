// The images or documents of a property or rental unit, as a tab of its page.
import type { AttachmentKind, AttachmentOwnerKind } from '@hangar/contracts';

export type AttachmentsTabProps = {
  ownerKind: AttachmentOwnerKind;
  ownerID: number;
  kind: AttachmentKind;
  readOnly: boolean;
};

/** Placeholder until the attachments screens land; the property and unit pages render it in their tabs. */
export function AttachmentsTab({ kind }: AttachmentsTabProps) {
  return <p className="text-sm text-muted-foreground">{kind === 'image' ? 'Images' : 'Documents'}</p>;
}
