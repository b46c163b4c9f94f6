// `/imageedit/:imageId`: crop, turn, caption, replace or delete one image, then back to its owner's images.
import { MgmtCoFeature, type Attachment } from '@hangar/contracts';
import { ImageEditor, imageInfoPath, ownerImagesHref, useDataCall } from '@hangar/management-forms';
import { alerts, PageHeader } from '@hangar/ui';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { viewing } from '../access/access-rules';
import { useManagementShell } from '../shell/management-context';
import { recordId } from '../shell/page-states';
import { useManagementTitle } from '../shell/page-title';
import type { ManagementHandle } from '../shell/route-handle';
import { useUnsavedFormGuard } from '../unsaved/use-unsaved-form-guard';

export const handle: ManagementHandle = {
  crumb: () => 'Edit image',
  requires: () => viewing(MgmtCoFeature.Properties),
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
  const { readOnly } = useManagementShell();
  // The editor reads the same entry; here only for the title and the way back.
  const { data: image } = useDataCall<Attachment>(imageInfoPath(imageId));
  const title = image ? `Image: ${image.caption.trim() || image.fileName}` : 'Image';
  useManagementTitle(title);
  const back = (target: Attachment | undefined) =>
    void navigate(target ? ownerImagesHref(target.ownerKind, target.ownerID) : '/manage');
  return (
    <div className="grid gap-6">
      <PageHeader title={title} />
      <div ref={attach}>
        <ImageEditor
          imageID={imageId}
          readOnly={readOnly}
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
    </div>
  );
}
