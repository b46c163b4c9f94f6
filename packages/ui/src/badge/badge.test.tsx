import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, badgeVariants } from './badge';

describe('Badge', () => {
  it('maps each status variant to its own token pair', () => {
    expect(badgeVariants({ variant: 'success' })).toContain('bg-success text-success-foreground');
    expect(badgeVariants({ variant: 'warning' })).toContain('bg-warning text-warning-foreground');
    expect(badgeVariants({ variant: 'info' })).toContain('bg-info text-info-foreground');
    expect(badgeVariants()).toContain('bg-primary');
  });

  it('says its variant in data-variant, defaulting to default', () => {
    render(
      <>
        <Badge>Plain</Badge>
        <Badge variant="destructive">Overdue</Badge>
      </>,
    );
    expect(screen.getByText('Plain')).toHaveAttribute('data-variant', 'default');
    expect(screen.getByText('Overdue')).toHaveAttribute('data-variant', 'destructive');
  });
});
