// PartiesField: the people on a lease: the company's contacts, found by a search and added with a role
// each (tenant, co-signer, occupant), each removable.
import { PARTY_ROLES, type ContactListItem, type PartyRole } from '@hangar/contracts';
import { Button, Combobox, Field, SimpleSelect, type ComboboxOption, ErrorText } from '@hangar/ui';
import { UserPlusIcon, XIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useDataProvider } from '../data';
import type { PartyInput } from './lease-form-rules';
import { NewPersonDialog } from './new-person-dialog';

export type PartiesFieldProps = {
  managementCompanyID: number;
  value: PartyInput[];
  onChange: (parties: PartyInput[]) => void;
  onBlur?: () => void;
  disabled: boolean;
  /** The error of the whole list (no tenant). */
  error?: string;
  /** The error of one person, by index (on the lease twice). */
  rowError?: (index: number) => string | undefined;
  /** A link to a contact's page, when the host has one. */
  renderContact?: (party: PartyInput) => ReactNode;
  /** Offers "New person" (the user may add contacts): a new contact added to the lease at once. */
  canAddPerson?: boolean;
};

export function PartiesField({
  managementCompanyID,
  value,
  onChange,
  onBlur,
  disabled,
  error,
  rowError,
  renderContact,
  canAddPerson = false,
}: PartiesFieldProps) {
  const provider = useDataProvider();
  const labelId = useId();
  const [adding, setAdding] = useState(false);
  const [found, setFound] = useState<Record<string, string>>({});
  const search = async (q: string): Promise<ComboboxOption[]> => {
    const result = await provider.getList<ContactListItem>('contact', {
      managementCompanyID,
      q: q.trim() || undefined,
      active: 'true',
      pageSize: 10,
      sort: 'fileAs',
    });
    if (!result.ok) return [];
    const options = result.data.items
      .filter((c) => !value.some((p) => p.contactID === c.id))
      .map((c) => ({
        value: String(c.id),
        label: c.fileAs,
        // Two "Delgado"s are told apart by how to reach them.
        description: [c.primaryEmail, c.primaryPhone, c.city].filter(Boolean).join(' · ') || undefined,
      }));
    setFound((prev) => ({ ...prev, ...Object.fromEntries(options.map((o) => [o.value, o.label])) }));
    return options;
  };
  const setRole = (index: number, role: PartyRole) =>
    onChange(value.map((p, i) => (i === index ? { ...p, role } : p)));
  const add = (contactID: number, fileAs: string) => {
    if (value.some((p) => p.contactID === contactID)) return;
    const role: PartyRole = value.some((p) => p.role === 'tenant') ? 'occupant' : 'tenant';
    onChange([...value, { contactID, role, fileAs }]);
  };

  return (
    <div data-slot="lease-form-parties" className="col-span-full grid gap-3">
      {!disabled && (
        <Field
          label="Add a person"
          description="Search the company's contacts; the first one added is the tenant."
          error={error}
        >
          <Combobox
            name="parties"
            options={[]}
            value=""
            onSearch={search}
            onBlur={onBlur}
            emptyMessage="No contact matches"
            onChange={(picked) => {
              if (picked) add(Number(picked), found[picked] ?? `Contact ${picked}`);
            }}
          />
        </Field>
      )}
      {!disabled && canAddPerson && (
        <div>
          <Button type="button" variant="outline" size="sm" onClick={() => setAdding(true)}>
            <UserPlusIcon aria-hidden className="size-4" />
            New person
          </Button>
          <NewPersonDialog
            open={adding}
            onOpenChange={setAdding}
            managementCompanyID={managementCompanyID}
            onCreated={(contact) => add(contact.id, contact.fileAs)}
          />
        </div>
      )}
      <p id={labelId} className="text-sm font-medium">
        People on the lease
      </p>
      {disabled && error && <ErrorText>{error}</ErrorText>}
      {value.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody yet. A lease needs at least one tenant.</p>
      ) : (
        <ul aria-labelledby={labelId} className="grid gap-2">
          {value.map((party, index) => {
            const problem = rowError?.(index);
            return (
              <li
                key={party.contactID}
                data-slot="lease-form-party"
                className="grid items-end gap-2 rounded-md border p-3 @md:grid-cols-[minmax(0,1fr)_12rem_auto]"
              >
                <div className="grid gap-1 self-center">
                  <span className="font-medium break-words">
                    {renderContact ? renderContact(party) : party.fileAs}
                  </span>
                  {problem && <span className="text-sm text-destructive">{problem}</span>}
                </div>
                <Field label={`Role of ${party.fileAs}`}>
                  <SimpleSelect
                    options={PARTY_ROLES}
                    value={party.role}
                    onValueChange={(role) => setRole(index, role as PartyRole)}
                    disabled={disabled}
                  />
                </Field>
                {!disabled && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${party.fileAs}`}
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                  >
                    <XIcon aria-hidden className="size-4" />
                    Remove
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
