import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup, RadioGroupItem } from './radio-group';

describe('RadioGroup', () => {
  it('checks exactly one item and reports the value', async () => {
    const onValueChange = vi.fn();
    render(
      <RadioGroup aria-label="Runway" defaultValue="14" onValueChange={onValueChange}>
        <RadioGroupItem value="14" aria-label="14" />
        <RadioGroupItem value="32" aria-label="32" />
      </RadioGroup>,
    );
    await userEvent.click(screen.getByRole('radio', { name: '32' }));
    expect(screen.getByRole('radio', { name: '32' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '14' })).not.toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('32');
  });
});
