// The typed address, phone and e-mail lists of a record as stored: primary first, phones with their E.164.
import {
  phoneE164,
  primaryFirst,
  type ContactAddress,
  type ContactEmail,
  type ContactPhone,
} from '@hangar/contracts';

export function typedListColumns(b: {
  addresses: ContactAddress[];
  phones: ContactPhone[];
  emails: ContactEmail[];
}) {
  return {
    addresses: primaryFirst(b.addresses),
    phones: primaryFirst(b.phones).map((p) => ({ ...p, e164: phoneE164(p.number) })),
    emails: primaryFirst(b.emails),
  };
}
