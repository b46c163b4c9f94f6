import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Label } from './label';

describe('Label', () => {
  it('names its control and focuses it on click', async () => {
    render(
      <>
        <Label htmlFor="n">N-number</Label>
        <input id="n" />
      </>,
    );
    await userEvent.click(screen.getByText('N-number'));
    expect(screen.getByRole('textbox', { name: 'N-number' })).toHaveFocus();
    expect(screen.getByText('N-number')).toHaveAttribute('data-slot', 'label');
  });
});
