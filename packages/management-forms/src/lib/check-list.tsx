// CheckList: a labelled group of check boxes choosing ids (a user's groups, a group's members), with load states.
import { Checkbox, cn, Label, Skeleton } from '@hangar/ui';
import { useId, type ReactNode } from 'react';
import { LoadFailure } from './screen-states';

export type CheckListItem = { id: number; label: string; description?: string };

export type CheckListProps = {
  legend: ReactNode;
  description?: ReactNode;
  items: readonly CheckListItem[] | undefined;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  disabled?: boolean;
  loading?: boolean;
  loadError?: string;
  onRetry?: () => void;
  /** Shown when there is nothing to choose from. */
  emptyText: string;
  /** Caps the height so a long list scrolls inside the form. */
  scroll?: boolean;
  slot: string;
};

/** Toggles one id in a list of ids, keeping the others' order. */
export function toggleId(ids: readonly number[], id: number, on: boolean): number[] {
  const without = ids.filter((x) => x !== id);
  return on ? [...without, id] : without;
}

export function CheckList({
  legend,
  description,
  items,
  value,
  onChange,
  onBlur,
  disabled,
  loading,
  loadError,
  onRetry,
  emptyText,
  scroll = false,
  slot,
}: CheckListProps) {
  const baseId = useId();
  const descriptionId = description ? `${baseId}-description` : undefined;
  let body: ReactNode;
  if (loadError) body = <LoadFailure slot={slot} message={loadError} onRetry={onRetry} />;
  else if (!items || loading)
    body = (
      <div data-slot={`${slot}-loading`} className="grid gap-2" aria-hidden="true">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-5 w-52" />
      </div>
    );
  else if (items.length === 0) body = <p className="text-sm text-muted-foreground">{emptyText}</p>;
  else
    body = (
      <ul
        data-slot={`${slot}-items`}
        // A disabled list has nothing to focus, so a keyboard user could not scroll it: it shows in full.
        className={cn('grid gap-3', scroll && !disabled && 'max-h-72 overflow-y-auto rounded-md border p-3')}
      >
        {items.map((item) => {
          const id = `${baseId}-${item.id}`;
          return (
            <li key={item.id} data-slot={`${slot}-item`} className="flex items-start gap-2">
              <Checkbox
                id={id}
                className="mt-0.5"
                checked={value.includes(item.id)}
                disabled={disabled}
                aria-describedby={item.description ? `${id}-description` : undefined}
                onCheckedChange={(checked) => onChange(toggleId(value, item.id, checked === true))}
                onBlur={onBlur}
              />
              <div className="grid gap-1">
                <Label htmlFor={id}>{item.label}</Label>
                {item.description && (
                  <p id={`${id}-description`} className="text-sm text-muted-foreground">
                    {item.description}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    );
  return (
    <fieldset
      data-slot={slot}
      aria-describedby={descriptionId}
      aria-busy={(!loadError && (!items || loading)) || undefined}
      className="grid min-w-0 gap-3"
    >
      <legend className="p-0 text-base leading-none font-semibold">{legend}</legend>
      {description && (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {body}
    </fieldset>
  );
}
