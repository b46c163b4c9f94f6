// A system administrator's company switcher: the same page for another company.
import type { CompanyIdentity } from '@hangar/contracts';
import { SimpleSelect } from '@hangar/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { switchCompanyPath } from './nav-model';

export function CompanySwitcher({
  companies,
  companyId,
}: {
  companies: CompanyIdentity[];
  companyId: number;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const options = companies.map((c) => ({
    value: String(c.id),
    label: c.isActive ? c.fileAs : `${c.fileAs} (inactive)`,
  }));
  if (!companies.some((c) => c.id === companyId))
    options.unshift({ value: String(companyId), label: `Company ${companyId}` });
  return (
    <SimpleSelect
      aria-label="Management company"
      size="sm"
      className="max-w-56"
      value={String(companyId)}
      options={options}
      onValueChange={(value) => void navigate(switchCompanyPath(pathname, Number(value)))}
    />
  );
}
