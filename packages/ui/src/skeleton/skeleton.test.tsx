import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology and takes its shape from the caller', () => {
    const { container } = render(<Skeleton className="h-8 rounded-full" />);
    const skeleton = container.firstChild as HTMLElement;
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton).toHaveAttribute('data-slot', 'skeleton');
    expect(skeleton).toHaveClass('h-8', 'rounded-full');
    expect(skeleton).not.toHaveClass('rounded-md');
  });
});
