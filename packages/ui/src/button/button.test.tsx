import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button, buttonVariants } from './button';

describe('Button', () => {
  it('marks its variant and slot for styling hooks', () => {
    render(<Button variant="destructive">Delete</Button>);
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveAttribute('data-slot', 'button');
    expect(button).toHaveAttribute('data-variant', 'destructive');
  });

  it('is disabled and busy while loading, and says so', () => {
    render(<Button loading>Save</Button>);
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('keeps an empty status region when idle, so the first announcement is heard', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-busy');
  });

  it('lets a caller class override the size class instead of fighting it', () => {
    render(
      <Button size="sm" className="h-12">
        Tall
      </Button>,
    );
    const classes = screen.getByRole('button').className.split(' ');
    expect(classes).toContain('h-12');
    expect(classes).not.toContain('h-8');
    expect(buttonVariants({ size: 'sm' })).toContain('h-8');
  });
});
