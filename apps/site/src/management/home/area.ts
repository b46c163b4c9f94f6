// The management home: `/manage`, in the frame's chunk.
import { chunkPages, type ManagementArea } from '../shell/area';

const page = chunkPages(() => import('../face'));

export const homeArea: ManagementArea = {
  routes: [{ path: 'manage', lazy: page('home') }],
};
