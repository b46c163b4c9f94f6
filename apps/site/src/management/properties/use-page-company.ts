// A page outside a company's address tells the shell its record's company, and forgets it when it leaves.
import { useEffect } from 'react';
import { useManagementShell } from '../shell/management-context';

export function usePageCompany(companyId: number | undefined) {
  const { setPageCompany } = useManagementShell();
  useEffect(() => {
    setPageCompany(companyId);
  }, [companyId, setPageCompany]);
  useEffect(() => () => setPageCompany(undefined), [setPageCompany]);
}
