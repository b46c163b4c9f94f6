// What the management shell knows and every management page may read: the company, the user's access.
import type { CompanyIdentity, MyAccess } from '@hangar/contracts';
import type { DataFailure, ManagementDataProvider } from '@hangar/management-forms';
import { createContext, useContext } from 'react';

export type ManagementShellValue = {
  provider: ManagementDataProvider;
  /** GET /api/MyAccess; undefined while it loads. */
  me: MyAccess | undefined;
  /**
   * The companies the user may see (GET /api/MgmtCo; without the company profile's right, their own company's
   * identity from MyAccess); undefined while they load.
   */
  companies: CompanyIdentity[] | undefined;
  /** Why the companies could not be read, if they could not. */
  companiesError: DataFailure | undefined;
  /** The company of the address, else the user's own. */
  companyId: number;
  /** The company of the address, once the companies have loaded. */
  company: CompanyIdentity | undefined;
  /** The user's mask for the page's feature (0 for a page that names none). */
  access: number;
  /** The page's data may be seen but not changed (View without the page's write bits). */
  readOnly: boolean;
  /**
   * A page outside a company's address names the company of its record (a property's), so the navigation,
   * breadcrumb and title follow it; undefined when it leaves.
   */
  setPageCompany: (companyId: number | undefined) => void;
};

export const ManagementShellContext = createContext<ManagementShellValue | null>(null);

/** The management shell's knowledge of the current page: company, access, read-only, the data provider. */
export function useManagementShell(): ManagementShellValue {
  const value = useContext(ManagementShellContext);
  if (!value) throw new Error('useManagementShell needs the management shell above it');
  return value;
}
