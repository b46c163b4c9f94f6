// The attachment screens: the image editor.
import { chunkPages, type ManagementArea } from '../shell/area';

const page = chunkPages(() => import('../attachment-pages'));

export const attachmentsArea: ManagementArea = {
  routes: [{ path: 'imageedit/:imageId', lazy: page('imageEdit') }],
};
