// The `/MgmtCoAdmin/:id` route around a company's pages: its breadcrumb is the company's name.
import type { ManagementHandle } from './route-handle';

export const handle: ManagementHandle = {
  crumb: ({ companyName, params }) => companyName ?? `Company ${params.id ?? ''}`,
};
