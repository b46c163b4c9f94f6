// The images or documents of a property or rental unit, as a tab of its page.
import type { AttachmentKind, AttachmentOwnerKind } from '@hangar/contracts';
import { DocumentList, ImageManager } from '@hangar/management-forms';
import { routerLink } from '../shell/router-link';
import { imageEditHref } from './attachment-paths';

export type AttachmentsTabProps = {
  ownerKind: AttachmentOwnerKind;
  ownerID: number;
  kind: AttachmentKind;
  readOnly: boolean;
};

/** The owner's image grid (with the editor's links) or document list; read-only hides every change. */
export function AttachmentsTab({ ownerKind, ownerID, kind, readOnly }: AttachmentsTabProps) {
  if (kind === 'document')
    return <DocumentList ownerKind={ownerKind} ownerID={ownerID} readOnly={readOnly} />;
  return (
    <ImageManager
      ownerKind={ownerKind}
      ownerID={ownerID}
      readOnly={readOnly}
      getEditHref={(image) => imageEditHref(image.id)}
      renderLink={routerLink}
    />
  );
}
