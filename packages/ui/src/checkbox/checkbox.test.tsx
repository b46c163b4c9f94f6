import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('goes from indeterminate to checked on click and reports it', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox aria-label="All" defaultChecked="indeterminate" onCheckedChange={onCheckedChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'All' });
    expect(checkbox).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('submits its value with a form', () => {
    render(
      <form aria-label="prefs">
        <Checkbox aria-label="Alerts" name="alerts" value="yes" defaultChecked />
      </form>,
    );
    const data = new FormData(screen.getByRole('form', { name: 'prefs' }) as HTMLFormElement);
    expect(data.get('alerts')).toBe('yes');
  });
});
