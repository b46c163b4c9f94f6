// The document title of a management page: the page, then the company it is about.
import { usePageTitle } from '../../pages/page-title';
import { useManagementShell } from './management-context';

/** "Users · Alpha · Hicks Airfield (T67)" */
export function useManagementTitle(page: string) {
  const { company } = useManagementShell();
  usePageTitle(company ? `${page} · ${company.fileAs}` : page);
}
