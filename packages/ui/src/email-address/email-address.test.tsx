import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress, emailBreakPieces } from './email-address';

describe('EmailAddress', () => {
  it('offers line breaks only after the @ and before each dot', () => {
    expect(emailBreakPieces('alex.morgan@hicksairfield.example')).toEqual([
      'alex',
      '.morgan@',
      'hicksairfield',
      '.example',
    ]);
    expect(emailBreakPieces('nodots')).toEqual(['nodots']);
  });

  it('reads as the whole address, with a break opportunity at each joint and none inside a word', () => {
    const { container } = render(<EmailAddress address="alex.morgan@hicksairfield.example" />);
    expect(screen.getByText('alex.morgan@hicksairfield.example')).toBeInTheDocument();
    expect(container.querySelectorAll('wbr')).toHaveLength(3);
    // Not `break-all`, which split "hicksairfield" anywhere in a narrow column.
    expect(container.firstElementChild).not.toHaveClass('break-all');
  });
});
