// The `/systemadmin` route around the area's pages: its breadcrumb and its requirement (any system feature).
export { systemAreaHandle as handle } from './system-handles';
