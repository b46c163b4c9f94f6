import { describe, expect, it } from 'vitest';
import { emptyWorkOrderValues, workOrderFormSchema } from './work-order-form-rules';

describe('work order form rules', () => {
  it('names what is missing at its field, in the form’s words', () => {
    const parsed = workOrderFormSchema.safeParse(emptyWorkOrderValues());
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries(
      (parsed.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
    );
    expect(messages).toMatchObject({
      propertyID: 'Choose the property',
      category: 'Choose a category',
      title: 'Say in a few words what needs doing',
    });
  });

  it('sends a common area without a unit, and a lease only when billing the tenant', () => {
    const parsed = workOrderFormSchema.parse({
      ...emptyWorkOrderValues({ propertyID: 3 }),
      commonArea: 'Taxiway B',
      category: 'snow',
      title: 'Plough the taxiway',
      leaseID: '9',
      labourCents: 12_000,
    });
    expect(parsed).toMatchObject({
      propertyID: 3,
      unitID: null,
      commonArea: 'Taxiway B',
      leaseID: null,
      labourCents: 12_000,
      materialsCents: 0,
    });
  });

  it('billing the tenant needs the lease', () => {
    const parsed = workOrderFormSchema.safeParse({
      ...emptyWorkOrderValues({ propertyID: 3, unitID: 4 }),
      category: 'door',
      title: 'Door',
      billToTenant: true,
    });
    expect(parsed.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['leaseID', 'Choose the lease the cost is billed to'],
    ]);
  });
});
