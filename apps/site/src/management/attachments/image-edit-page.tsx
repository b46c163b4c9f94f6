// `/imageedit/:imageId`: crop, turn, caption, replace or delete one image, then back to its owner's images.
import type { Attachment } from '@hangar/contracts';
import { ImageEditor, ownerImagesHref, useOperation } from '@hangar/management-forms';
import { alerts, PageHeader } from '@hangar/ui';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useManagementShell } from '../shell/management-context';
import { recordId } from '../shell/page-states';
import { useManagementTitle } from '../shell/page-title';
import type { ManagementHandle } from '../shell/route-handle';
import { useUnsavedFormGuard } from '../unsaved/use-unsaved-form-guard';
import { canEditImage } from './image-access';

/** Signed-in users only: what they may do depends on the image's owner, known once it is read. */
export const handle: ManagementHandle = {
  crumb: () => 'Edit image',
};

export function Component() {
  const { imageId } = useParams();
  const id = recordId(imageId);
  if (id === null) return <Navigate to="/manage" replace />;
  return <ImageEditPage key={id} imageId={id} />;
}

function ImageEditPage({ imageId }: { imageId: number }) {
  const navigate = useNavigate();
  const { attach, saved } = useUnsavedFormGuard();
  const { me } = useManagementShell();
  // The editor reads the same entry; here for the title, the user's rights and the way back.
  const { data: image, error } = useOperation('ImageID', { id: imageId });
  const editable = canEditImage(me, image);
  const title = image ? `Image: ${image.caption.trim() || image.fileName}` : 'Image';
  useManagementTitle(title);
  const back = (target: Attachment | undefined) =>
    void navigate(target ? ownerImagesHref(target.ownerKind, target.ownerID) : '/manage');
  return (
    <div className="grid gap-6">
      <PageHeader title={title} />
      {editable === undefined && !error ? (
        <p className="text-sm text-muted-foreground">Loading the image…</p>
      ) : (
        <div ref={attach}>
          <ImageEditor
            imageID={imageId}
            readOnly={!editable}
            onSaved={(stored) => {
              saved();
              alerts.success('The image is saved.');
              back(stored);
            }}
            onDeleted={(deleted) => {
              saved();
              alerts.success(`${deleted.caption.trim() || deleted.fileName} is deleted.`);
              back(deleted);
            }}
            onCancel={back}
          />
        </div>
      )}
    </div>
  );
}
