// "Add several units" in a dialog over a property's unit list.
import type { RentalUnitListItem } from '@hangar/contracts';
import { UnitBatchForm } from '@hangar/management-forms';
import { alerts, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@hangar/ui';

export function UnitBatchDialog({
  propertyId,
  open,
  onOpenChange,
}: {
  propertyId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const done = (items: RentalUnitListItem[]) => {
    alerts.success(`${items.length} ${items.length === 1 ? 'unit is' : 'units are'} added.`);
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Add several units</DialogTitle>
          <DialogDescription>
            Name them as a range or a list; they share everything else below.
          </DialogDescription>
        </DialogHeader>
        <UnitBatchForm propertyID={propertyId} onSaved={done} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
