import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named by its label, not by its icon', () => {
    render(
      <IconButton label="Open menu" showTooltip={false}>
        <svg aria-label="hamburger" />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('data-slot', 'icon-button');
    expect(button).toHaveAttribute('data-variant', 'ghost');
  });

  it('cannot be written without a label', () => {
    // @ts-expect-error: `label` is required; an icon-only button must be named.
    render(<IconButton showTooltip={false}>x</IconButton>);
    render(
      // @ts-expect-error: aria-label cannot replace `label` (it would skip the tooltip).
      <IconButton label="Close" aria-label="Other" showTooltip={false}>
        x
      </IconButton>,
    );
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it('shows its label as a tooltip when focused by keyboard', async () => {
    render(
      <IconButton label="Refresh">
        <svg />
      </IconButton>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Refresh');
  });
});
