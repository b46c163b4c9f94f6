// `/workorders/:id/:workOrderId`: one work order: its form (place, what, cost) and its panel (vendor with the
// insurance rule, status with a note, history, photos); `new` starts one (at `?unit=` when given).
import {
  Access,
  accessFor,
  hasAccess,
  PropertyFeature,
  type RentalUnit,
  type WorkOrder,
} from '@hangar/contracts';
import { LoadFailure, useResourceItem, WorkOrderForm, WorkOrderPanel } from '@hangar/management-forms';
import { alerts, PageHeader } from '@hangar/ui';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useManagementShell } from '../shell/management-context';
import { PageLoading, recordId } from '../shell/page-states';
import { useManagementTitle } from '../shell/page-title';
import { routerLink } from '../shell/router-link';
import { workOrderListPath, workOrderPath } from './work-order-paths';

export { workOrderHandle as handle } from './work-order-handles';

export function Component() {
  const { workOrderId } = useParams();
  const [search] = useSearchParams();
  const { companyId } = useManagementShell();
  if (workOrderId === 'new') {
    const unitId = recordId(search.get('unit') ?? undefined) ?? undefined;
    return <NewWorkOrderPage key={`${companyId}-${unitId ?? 0}`} companyId={companyId} unitId={unitId} />;
  }
  const id = recordId(workOrderId);
  if (id === null) return <Navigate to={workOrderListPath(companyId)} replace />;
  return <WorkOrderPage key={id} companyId={companyId} workOrderId={id} />;
}

function NewWorkOrderPage({ companyId, unitId }: { companyId: number; unitId?: number }) {
  const navigate = useNavigate();
  const { data: unit } = useResourceItem<RentalUnit>('rentalUnit', unitId ?? null);
  useManagementTitle('New work order');
  if (unitId !== undefined && !unit) return <PageLoading label="Loading the unit…" />;
  const list = workOrderListPath(companyId);
  return (
    <div className="grid gap-6">
      <PageHeader
        title="New work order"
        description={unit ? `Unit ${unit.unitNumber}, ${unit.propertyName}` : 'Where, what, and how urgent.'}
      />
      <div>
        <WorkOrderForm
          managementCompanyID={companyId}
          place={unit ? { propertyID: unit.propertyID, unitID: unit.id } : undefined}
          savedMessage={(order) => `Work order #${order.id} is saved. Assign a vendor below.`}
          onSaved={(order) => void navigate(workOrderPath(companyId, order.id), { replace: true })}
          onCancel={() => void navigate(list)}
        />
      </div>
    </div>
  );
}

function WorkOrderPage({ companyId, workOrderId }: { companyId: number; workOrderId: number }) {
  const navigate = useNavigate();
  const { me, access: pageAccess, readOnly: shellReadOnly } = useManagementShell();
  const { data: order, error, mutate } = useResourceItem<WorkOrder>('workOrder', workOrderId);
  useManagementTitle(order ? `Work order #${order.id}` : 'Work order');
  if (error && !order)
    return <LoadFailure slot="work-order-page" message={error.message} onRetry={() => void mutate()} />;
  if (!order) return <PageLoading label="Loading the work order…" />;
  // A work order opened under another company's address goes to its own.
  if (order.managementCompanyID !== companyId)
    return <Navigate to={workOrderPath(order.managementCompanyID, order.id)} replace />;
  // The gate let in a grant for any property; this work order's property decides what may change.
  const mask = me ? accessFor(me, PropertyFeature.WorkOrders, order.propertyID) : pageAccess;
  const mayEdit = !shellReadOnly && hasAccess(mask, Access.Edit);
  const list = workOrderListPath(companyId);
  const place = order.unitNumber ? `Unit ${order.unitNumber}` : order.commonArea;
  return (
    <div className="grid min-w-0 gap-8">
      <PageHeader
        title={`Work order #${order.id}: ${order.title}`}
        description={`${place}, ${order.propertyName}`}
      />
      <div className="grid min-w-0 gap-10 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <WorkOrderForm
          workOrder={order}
          readOnly={!mayEdit}
          canDelete={!shellReadOnly && hasAccess(mask, Access.Delete)}
          onSaved={() => void navigate(list)}
          onDeleted={() => void navigate(list)}
          onCancel={() => void navigate(list)}
        />
        <WorkOrderPanel
          workOrder={order}
          readOnly={!mayEdit}
          canAddPhotos={!shellReadOnly && hasAccess(mask, Access.Add)}
          canDeletePhotos={!shellReadOnly && hasAccess(mask, Access.Delete)}
          renderLink={routerLink}
          onChanged={(next, note) => {
            void mutate(next, { revalidate: false });
            alerts.success(note);
          }}
        />
      </div>
    </div>
  );
}
