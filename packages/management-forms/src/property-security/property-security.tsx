// PropertySecurityForm: which of the company's groups may use this property: their grants for every
// property (shown, changed on the group's page) and this property's own View/Add/Edit/Delete per feature.
import type { PropertySecurity } from '@hangar/contracts';
import { Checkbox, DelayedSpinner, FormActions, type DataTableLinkProps } from '@hangar/ui';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useDataProvider, useManagementReadOnly, useOperation } from '../data';
import { LoadFailure, SavedNote } from '../lib/screen-states';
import { ServerError } from '../lib/server-submit';
import {
  maskText,
  masksOf,
  PROPERTY_SECURITY_BITS,
  PROPERTY_SECURITY_FEATURES,
  securityUpdate,
  toggleBit,
  type PropertyMasks,
} from './property-security-rules';

export type PropertySecurityFormProps = {
  propertyID: number;
  /** Where a group's name leads (its page, where its grants for all properties change). */
  getGroupHref?: (groupID: number) => string;
  renderLink?: (props: DataTableLinkProps) => ReactNode;
  readOnly?: boolean;
};

const plainLink = ({ children, ...props }: DataTableLinkProps) => <a {...props}>{children}</a>;

/**
 * A property's security page: which of the company's security groups may use this property, with each group's
 * grants for every property (shown; changed on the group's page, `getGroupHref`) and this property's own
 * View, Add, Edit and Delete per feature, read from and saved to `PropertySecurity/{id}`. Needs a
 * `ManagementProvider` above it.
 *
 * @example
 * <PropertySecurityForm propertyID={301} getGroupHref={(id) => `/MgmtCoAdmin/1/SecurityGroup/Edit/${id}`} />
 */
export function PropertySecurityForm(props: PropertySecurityFormProps) {
  const { data, error, isLoading, mutate } = useOperation('PropertySecurity_get', { id: props.propertyID });
  if (data && data.propertyID === props.propertyID)
    return (
      <SecurityGrid
        key={props.propertyID}
        {...props}
        security={data}
        onSaved={(s) => void mutate(s, { revalidate: false })}
      />
    );
  if (error)
    return <LoadFailure slot="property-security" message={error.message} onRetry={() => void mutate()} />;
  return (
    <DelayedSpinner className="py-12" loading={isLoading || !data} label="Loading the property's security…" />
  );
}

function SecurityGrid({
  propertyID,
  security,
  getGroupHref,
  renderLink = plainLink,
  readOnly: readOnlyProp,
  onSaved,
}: PropertySecurityFormProps & { security: PropertySecurity; onSaved: (s: PropertySecurity) => void }) {
  const provider = useDataProvider();
  const readOnly = useManagementReadOnly() || Boolean(readOnlyProp);
  const [saved, setSaved] = useState<PropertyMasks>(() => masksOf(security));
  const [masks, setMasks] = useState<PropertyMasks>(() => masksOf(security));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const body = securityUpdate(saved, masks);
  const dirty = body.groups.length > 0;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (readOnly || saving) return;
    setProblem(null);
    setSaving(true);
    const result = await provider.run('PropertySecurity_update', { id: propertyID }, body);
    setSaving(false);
    if (!result.ok) return setProblem(result.message);
    const next = masksOf(result.data);
    setSaved(next);
    setMasks(next);
    setSavedAt(new Date());
    onSaved(result.data);
  }

  const ids = useId();
  return (
    <form
      data-slot="property-security"
      data-dirty={dirty}
      data-state={readOnly ? 'read-only' : 'editable'}
      aria-busy={saving || undefined}
      noValidate
      className="grid max-w-4xl min-w-0 gap-6"
      onSubmit={(event) => void save(event)}
    >
      <p className="text-sm text-muted-foreground">
        A group with grants for this property only (and none for all properties) sees only the properties it
        is granted; grants for all properties are changed on the group&rsquo;s own page.
      </p>
      {security.groups.map((group) => {
        const href = getGroupHref?.(group.groupID);
        const name = href
          ? renderLink({
              href,
              className: 'underline underline-offset-4',
              children: group.name,
              'data-slot': 'property-security-group-link',
            })
          : group.name;
        return (
          <section key={group.groupID} aria-labelledby={`${ids}-${group.groupID}`} className="grid gap-2">
            <h2 id={`${ids}-${group.groupID}`} className="text-base font-semibold">
              {name}
            </h2>
            <div
              role="region"
              aria-label={`${group.name} grants`}
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
              tabIndex={0}
              className="overflow-x-auto rounded-md border outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <table className="w-full text-sm">
                <thead>
                  <tr className="border-b text-left">
                    <th scope="col" className="p-2 font-medium">
                      Feature
                    </th>
                    <th scope="col" className="p-2 font-medium">
                      All properties
                    </th>
                    {PROPERTY_SECURITY_BITS.map((b) => (
                      <th key={b.bit} scope="col" className="p-2 text-center font-medium">
                        {b.name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {PROPERTY_SECURITY_FEATURES.map((feature) => {
                    const mask = masks[group.groupID]?.[feature.id] ?? 0;
                    return (
                      <tr key={feature.id} className="border-b last:border-b-0">
                        <th scope="row" className="p-2 text-left font-normal">
                          {feature.name}
                        </th>
                        <td className="p-2 text-muted-foreground">
                          {maskText(group.allProperties[String(feature.id)])}
                        </td>
                        {PROPERTY_SECURITY_BITS.map((b) => (
                          <td key={b.bit} className="p-2 text-center">
                            <Checkbox
                              aria-label={`${group.name}: ${feature.name}, ${b.name} on this property`}
                              checked={(mask & b.bit) !== 0}
                              disabled={readOnly}
                              onCheckedChange={(checked) =>
                                setMasks((all) => ({
                                  ...all,
                                  [group.groupID]: {
                                    ...all[group.groupID],
                                    [feature.id]: toggleBit(mask, b.bit, checked === true),
                                  },
                                }))
                              }
                            />
                          </td>
                        ))}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
      <ServerError slot="property-security" message={problem} />
      <SavedNote slot="property-security" savedAt={savedAt} />
      <FormActions
        pending={saving}
        readOnly={readOnly}
        onCancel={dirty ? () => setMasks(saved) : undefined}
        labels={{ cancel: 'Undo changes' }}
      />
    </form>
  );
}
