// The images or documents of a property or rental unit, as a tab of its page.
import { Access, hasAccess, type AttachmentKind, type AttachmentOwnerKind } from '@hangar/contracts';
import {
  DocumentList,
  ImageManager,
  ManagementProvider,
  type AttachmentRights,
} from '@hangar/management-forms';
import { useManagementShell } from '../shell/management-context';
import { routerLink } from '../shell/router-link';
import { imageEditHref } from './attachment-paths';

export type AttachmentsTabProps = {
  ownerKind: AttachmentOwnerKind;
  ownerID: number;
  kind: AttachmentKind;
  readOnly: boolean;
  /** The user's access mask on the owner's attachments: each control shows with its own bit. */
  access?: number;
};

/** The controls an access mask allows: Add uploads, Edit changes, Delete deletes. */
export const rightsOf = (access: number): AttachmentRights => ({
  add: hasAccess(access, Access.Add),
  edit: hasAccess(access, Access.Edit),
  delete: hasAccess(access, Access.Delete),
});

/** The owner's image grid (with the editor's links) or document list; read-only hides every change. */
export function AttachmentsTab(props: AttachmentsTabProps) {
  const { readOnly: pageReadOnly, provider } = useManagementShell();
  const { access } = props;
  const changes =
    access !== undefined &&
    (hasAccess(access, Access.Add) || hasAccess(access, Access.Edit) || hasAccess(access, Access.Delete));
  // A page read-only by its own feature (a unit's details) may still let the files be changed by theirs.
  return pageReadOnly && changes ? (
    <ManagementProvider dataProvider={provider}>
      <Attachments {...props} />
    </ManagementProvider>
  ) : (
    <Attachments {...props} />
  );
}

function Attachments({ ownerKind, ownerID, kind, readOnly, access }: AttachmentsTabProps) {
  const rights = access === undefined ? undefined : rightsOf(access);
  if (kind === 'document')
    return <DocumentList ownerKind={ownerKind} ownerID={ownerID} readOnly={readOnly} rights={rights} />;
  return (
    <ImageManager
      ownerKind={ownerKind}
      ownerID={ownerID}
      readOnly={readOnly}
      rights={rights}
      getEditHref={(image) => imageEditHref(image.id)}
      renderLink={routerLink}
    />
  );
}
