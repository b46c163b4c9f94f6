import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

describe('Popover', () => {
  it('opens from its trigger and closes on Escape', async () => {
    render(
      <Popover>
        <PopoverTrigger>Details</PopoverTrigger>
        <PopoverContent aria-label="Details panel">Runway lights on 122.8</PopoverContent>
      </Popover>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    const panel = screen.getByRole('dialog', { name: 'Details panel' });
    expect(panel).toHaveAttribute('data-slot', 'popover-content');
    expect(panel).toHaveAttribute('data-state', 'open');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
