// One list of options written once: its values' schema and a value's label come from it.
import { z } from 'zod';

export type LabelledOption = { readonly value: string; readonly label: string };

/**
 * The schema of the options' values and the label of a value (the value itself when unknown), from one list.
 *
 * @example
 * const cycles = labelledEnum([{ value: 'monthly', label: 'Monthly' }, { value: 'yearly', label: 'Yearly' }] as const);
 * cycles.schema.parse('monthly'); cycles.label('yearly') // 'Yearly'
 */
export function labelledEnum<const O extends readonly [LabelledOption, ...LabelledOption[]]>(
  options: O,
  params?: Parameters<typeof z.enum>[1],
) {
  type Value = O[number]['value'];
  const values = options.map((o) => o.value) as [Value, ...Value[]];
  return {
    options,
    schema: z.enum(values, params),
    label: (value: string): string => options.find((o) => o.value === value)?.label ?? value,
  };
}
