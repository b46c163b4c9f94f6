import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, CardTitle } from './card';

describe('CardTitle', () => {
  it('is an h3 by default and takes the child element with asChild', () => {
    render(
      <Card>
        <CardTitle>Default</CardTitle>
        <CardTitle asChild className="text-xl">
          <h2>Page section</h2>
        </CardTitle>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Default' })).toBeInTheDocument();
    const h2 = screen.getByRole('heading', { level: 2, name: 'Page section' });
    expect(h2).toHaveAttribute('data-slot', 'card-title');
    expect(h2).toHaveClass('text-xl', 'font-semibold');
  });
});
