import { describe, expect, it } from 'vitest';
import { changeTime, changeWords, changedThing } from './recent-change-words';

describe('recent changes in words', () => {
  it('names the record from the registry, not the audit code', () => {
    expect(changedThing({ entity: 'rentalUnit', kind: 'rentalUnit.updated' })).toBe('rental unit');
    expect(changedThing({ entity: 'securityGroup', kind: 'securityGroup.created' })).toBe('security group');
    expect(changedThing({ entity: 'attachment', kind: 'attachment.deleted' })).toBe('file');
    expect(changedThing({ entity: '', kind: 'company.updated' })).toBe('management company');
  });

  it('says what happened: "Lease created for H-3", "Contact changed: Ann Lee"', () => {
    expect(changeWords({ entity: 'lease', kind: 'lease.created' })).toEqual({
      lead: 'Lease created',
      joiner: ' for ',
    });
    expect(changeWords({ entity: 'contact', kind: 'contact.updated' })).toEqual({
      lead: 'Contact changed',
      joiner: ': ',
    });
    expect(changeWords({ entity: 'vendor', kind: 'vendor.deleted' }).lead).toBe('Vendor deleted');
  });

  it("gives the company's local date and time, not an ISO instant", () => {
    expect(changeTime('2026-11-27T16:42:00Z', 'America/Chicago')).toBe('Nov 27, 2026, 10:42 AM');
    expect(changeTime('2026-07-01T16:42:00Z', 'America/Chicago')).toBe('Jul 1, 2026, 11:42 AM');
    expect(changeTime('not a time', 'America/Chicago')).toBe('not a time');
  });
});
