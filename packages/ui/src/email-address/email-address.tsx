// EmailAddress: an e-mail address that wraps at its natural joints in a narrow column, never mid-word.
import * as React from 'react';
import { cn } from '../lib/cn';

/** The address in pieces, each ending where a line may break: after the @ and before each dot. */
export function emailBreakPieces(address: string): string[] {
  return address.split(/(?<=@)|(?=\.)/);
}

export type EmailAddressProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** The address to show. */
  address: string;
};

/**
 * Shows an e-mail address in a table cell or a card so that a narrow column breaks it after the @ or before a
 * dot (`alex.morgan@` / `hicksairfield` / `.example`) rather than in the middle of a name; only a single piece
 * wider than the column is broken inside.
 */
export function EmailAddress({ address, className, ...props }: EmailAddressProps) {
  const pieces = emailBreakPieces(address);
  return (
    <span data-slot="email-address" className={cn('break-words', className)} {...props}>
      {pieces.map((piece, i) => (
        <React.Fragment key={i}>
          {i > 0 && <wbr />}
          {piece}
        </React.Fragment>
      ))}
    </span>
  );
}
