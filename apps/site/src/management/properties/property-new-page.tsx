// `/MgmtCoAdmin/:id/Properties/new`: a new property of the company; saving it opens its details tab.
import { PropertyForm } from '@hangar/management-forms';
import { alerts, PageHeader } from '@hangar/ui';
import { useNavigate } from 'react-router-dom';
import { useManagementShell } from '../shell/management-context';
import { useManagementTitle } from '../shell/page-title';
import { routerLink } from '../shell/router-link';
import { useUnsavedFormGuard } from '../unsaved/use-unsaved-form-guard';
import { propertyListPath, propertyPath } from './property-paths';

export { propertyNewHandle as handle } from './property-handles';

export function Component() {
  const { companyId } = useManagementShell();
  const navigate = useNavigate();
  const { attach, saved } = useUnsavedFormGuard();
  useManagementTitle('New property');
  return (
    <div className="grid gap-6">
      <PageHeader title="New property" />
      <div ref={attach}>
        <PropertyForm
          key={companyId}
          managementCompanyID={companyId}
          onSaved={(p) => {
            saved();
            alerts.success(`${p.name} is saved.`);
            void navigate(propertyPath(p.id));
          }}
          onCancel={() => void navigate(propertyListPath(companyId))}
          getPropertyHref={(id) => propertyPath(id)}
          renderLink={routerLink}
        />
      </div>
    </div>
  );
}
