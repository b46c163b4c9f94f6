// SystemValuesEditor: every system value the product reads, edited with the control of its type (a switch,
// a whole number within its limits, text, an e-mail address), with its default while unset; other stored
// values as free text. Each value saves on its own; a refusal shows at its field.
import {
  SYSTEM_VALUE_DEFINITIONS,
  systemValueDefinition,
  systemValueProblem,
  type SystemValue,
  type SystemValueDefinition,
} from '@hangar/contracts';
import { Badge, Button, Field, Input, Switch } from '@hangar/ui';
import { useId, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { operationKey, useDataProvider, useManagementReadOnly } from '../data';
import { LoadFailure } from '../lib/screen-states';
import { useApiCall } from './use-api-call';

export type SystemValuesEditorProps = {
  /** The values the product reads (the contracts' definitions unless told). */
  definitions?: readonly SystemValueDefinition[];
};

/** How a value reads to a person: Yes/No for a switch, with its unit for a number. */
export function describeValue(definition: SystemValueDefinition | undefined, value: string): string {
  if (definition?.type === 'boolean') return value === 'true' ? 'Yes' : 'No';
  if (definition?.type === 'integer' && definition.unit) return `${value} ${definition.unit}`;
  return value === '' ? '(empty)' : value;
}

/**
 * Edits every system value the product reads (`definitions`), each with the control of its type (a switch, a
 * whole number within its limits, text, an e-mail address) and its default while unset; other stored values
 * show as free text. Each value saves on its own and a refusal shows at its field. Needs a
 * `ManagementProvider` above it.
 */
export function SystemValuesEditor({ definitions = SYSTEM_VALUE_DEFINITIONS }: SystemValuesEditorProps) {
  const values = useApiCall('systemvalues_list', {});
  if (values.error && !values.data) {
    return (
      <LoadFailure slot="system-values" message={values.error.message} onRetry={() => void values.mutate()} />
    );
  }
  if (!values.data) {
    return (
      <p data-slot="system-values-loading" role="status" className="text-sm text-muted-foreground">
        Loading system values…
      </p>
    );
  }
  const stored = values.data;
  const others = stored.filter((v) => !systemValueDefinition(v.key, definitions));
  return (
    <div data-slot="system-values" className="grid gap-8">
      <section aria-labelledby="system-values-known" className="grid gap-4">
        <h2 id="system-values-known" className="text-lg font-semibold">
          Settings the product reads
        </h2>
        <ul className="grid gap-4">
          {definitions.map((definition) => (
            <li key={definition.key}>
              <ValueRow definition={definition} row={stored.find((v) => v.key === definition.key)} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="system-values-other" className="grid gap-4">
        <h2 id="system-values-other" className="text-lg font-semibold">
          Other values
        </h2>
        {others.length === 0 ? (
          <p data-slot="system-values-empty" className="text-sm text-muted-foreground">
            No other values are stored.
          </p>
        ) : (
          <ul className="grid gap-4">
            {others.map((row) => (
              <li key={row.id}>
                <ValueRow row={row} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** One value with its control and Save; a known value shows its default while it is not set. */
function ValueRow({ definition, row }: { definition?: SystemValueDefinition; row?: SystemValue }) {
  const provider = useDataProvider();
  const { mutate } = useSWRConfig();
  const readOnly = useManagementReadOnly();
  const key = definition?.key ?? row!.key;
  const saved = row?.value ?? definition?.default ?? '';
  const [value, setValue] = useState(saved);
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState('');
  const [saving, setSaving] = useState(false);
  const headingId = useId();
  const dirty = value !== saved;

  async function save(event: FormEvent) {
    event.preventDefault();
    const problem = systemValueProblem(definition, value);
    if (problem) {
      setError(problem);
      return;
    }
    setSaving(true);
    setError(undefined);
    setMessage('');
    const description = row?.description ?? definition?.description ?? '';
    const result = row
      ? await provider.run(
          'systemvalues_update',
          { id: row.id },
          {
            key,
            value,
            description,
            version: row.version,
          },
        )
      : await provider.run('systemvalues_create', {}, { key, value, description });
    setSaving(false);
    if (!result.ok) {
      setError(result.fieldErrors?.value ?? result.message);
      return;
    }
    setMessage(`Saved: ${describeValue(definition, result.data.value)}.`);
    await mutate(operationKey('systemvalues_list', {}));
  }

  /** A known value set to something: removes it, so its default applies again. */
  async function resetToDefault() {
    if (!row || !definition) return;
    setSaving(true);
    setError(undefined);
    const result = await provider.run('systemvalues_delete', { id: row.id });
    setSaving(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setValue(definition.default);
    setMessage(`Back to the default: ${describeValue(definition, definition.default)}.`);
    await mutate(operationKey('systemvalues_list', {}));
  }

  const label = definition?.label ?? key;
  const control = (() => {
    const common = { disabled: readOnly || saving, name: key };
    switch (definition?.type) {
      case 'boolean':
        return (
          <Switch
            {...common}
            checked={value === 'true'}
            onCheckedChange={(on) => {
              setValue(on ? 'true' : 'false');
              setMessage('');
            }}
          />
        );
      case 'integer':
        return (
          <Input
            {...common}
            type="number"
            inputMode="numeric"
            min={definition.min}
            max={definition.max}
            step={1}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setMessage('');
            }}
            className="w-32"
          />
        );
      case 'email':
        return (
          <Input
            {...common}
            type="email"
            autoComplete="off"
            value={value}
            onChange={(e) => setValue(e.target.value.trim())}
          />
        );
      default:
        return (
          <Input
            {...common}
            maxLength={definition?.maxLength ?? 4000}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setMessage('');
            }}
          />
        );
    }
  })();

  const limits =
    definition?.type === 'integer'
      ? ` ${definition.min ?? '…'} to ${definition.max ?? '…'}${definition.unit ? ` ${definition.unit}` : ''}.`
      : '';
  return (
    <form
      data-slot="system-value"
      data-key={key}
      data-dirty={dirty}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(e) => void save(e)}
      className="grid gap-3 rounded-lg border p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-medium">
          {label}
        </h3>
        <code className="text-xs text-muted-foreground">{key}</code>
        {definition && !row && <Badge variant="secondary">Not set: the default applies</Badge>}
      </div>
      <Field
        label={definition ? `Value of ${label}` : `Value of ${key}`}
        description={
          <>
            {definition?.description ?? row?.description}
            {limits}
            {definition && ` Default: ${describeValue(definition, definition.default)}.`}
          </>
        }
        error={error}
      >
        {control}
      </Field>
      {!readOnly && (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="sm" disabled={saving || (Boolean(row) && !dirty)}>
            {saving ? 'Saving…' : row ? 'Save' : 'Set'}
          </Button>
          {definition && row && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={saving}
              onClick={() => void resetToDefault()}
            >
              Use the default
            </Button>
          )}
          <p role="status" className="text-sm text-muted-foreground empty:hidden">
            {message}
          </p>
        </div>
      )}
    </form>
  );
}
