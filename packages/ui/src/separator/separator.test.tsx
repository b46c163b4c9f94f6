import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Separator } from './separator';

describe('Separator', () => {
  it('is decorative unless asked otherwise', () => {
    const { container } = render(<Separator />);
    expect(screen.queryByRole('separator')).toBeNull();
    expect(container.firstChild).toHaveAttribute('data-orientation', 'horizontal');
  });

  it('is announced with its orientation when not decorative', () => {
    render(<Separator decorative={false} orientation="vertical" />);
    expect(screen.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
  });
});
