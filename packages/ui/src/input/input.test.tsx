import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from './input';

describe('Input', () => {
  it('is a text input unless told otherwise, and lets the caller override classes', () => {
    render(<Input aria-label="Name" className="h-12" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('data-slot', 'input');
    expect(input).toHaveClass('h-12');
    expect(input).not.toHaveClass('h-9');
  });
});
