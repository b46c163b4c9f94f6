import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

describe('Switch', () => {
  it('flips on click and says its state to the thumb for styling', async () => {
    const onCheckedChange = vi.fn();
    const { container } = render(<Switch aria-label="Metric" onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Metric' }));
    expect(screen.getByRole('switch')).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(container.querySelector('[data-slot="switch-thumb"]')).toHaveAttribute('data-state', 'checked');
  });
});
