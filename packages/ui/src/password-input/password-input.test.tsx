import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PasswordInput } from './password-input';

describe('PasswordInput', () => {
  it('toggles between hidden and shown, keeping the value and saying its state', async () => {
    const onVisibleChange = vi.fn();
    render(<PasswordInput aria-label="Password" defaultValue="s3cret" onVisibleChange={onVisibleChange} />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(screen.getByRole('button', { name: 'Show password', pressed: false }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('s3cret');
    expect(screen.getByRole('button', { name: 'Hide password', pressed: true })).toBeInTheDocument();
    expect(onVisibleChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(onVisibleChange).toHaveBeenLastCalledWith(false);
  });

  it('never submits a form with its toggle', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <PasswordInput aria-label="Password" />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ignores a type prop so the toggle stays in charge', () => {
    // @ts-expect-error: type is decided by the toggle.
    render(<PasswordInput aria-label="Password" type="email" />);
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAttribute('type', 'password');
  });
});
