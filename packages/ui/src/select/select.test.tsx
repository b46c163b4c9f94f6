import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from '../field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue, SimpleSelect } from './select';

const options = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Bravo' },
];

describe('SimpleSelect', () => {
  it('puts id and ARIA props on the trigger and shows the chosen label', () => {
    render(<SimpleSelect id="s" aria-label="Letter" aria-invalid options={options} defaultValue="b" />);
    const trigger = screen.getByRole('combobox', { name: 'Letter' });
    expect(trigger).toHaveAttribute('id', 's');
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveTextContent('Bravo');
  });
});

describe('SelectTrigger', () => {
  it('takes the Field wiring even when the Field’s child is the Select root', () => {
    render(
      <Field label="Letter" description="Pick one" error="Required">
        <Select>
          <SelectTrigger>
            <SelectValue placeholder="Choose" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="a">Alpha</SelectItem>
          </SelectContent>
        </Select>
      </Field>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Letter' });
    expect(trigger).toHaveAccessibleDescription('Pick one Required');
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
  });
});
