import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HoverTip } from './hover-tip';

const note = 'Weather from KAFW, the nearest airport weather station';

describe('HoverTip', () => {
  it('shows the note on keyboard focus and hides it on Escape and on leaving', async () => {
    const user = userEvent.setup();
    render(
      <>
        <HoverTip tip={note}>
          <button type="button">Conditions</button>
        </HoverTip>
        <button type="button">Next</button>
      </>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent(note);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByRole('button', { name: 'Conditions' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows the note after a pause on hover, and not for the focus a click gives', async () => {
    const user = userEvent.setup();
    render(
      <HoverTip tip={note} delay={20}>
        <button type="button">Conditions</button>
      </HoverTip>,
    );
    const trigger = screen.getByRole('button', { name: 'Conditions' });
    await user.hover(trigger);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(note);
    await user.click(trigger);
    expect(trigger).toHaveFocus();
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.unhover(trigger);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('Escape hides a note shown by hover while focus is elsewhere', async () => {
    render(
      <HoverTip tip={note} delay={0}>
        <button type="button">Conditions</button>
      </HoverTip>,
    );
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Conditions' }));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => {
      fireEvent.keyDown(document.body, { key: 'Escape' });
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows nothing while disabled, keeping the trigger', async () => {
    const user = userEvent.setup();
    render(
      <HoverTip tip="Radar" disabled>
        <a href="/radar">Radar</a>
      </HoverTip>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Radar' })).toHaveFocus();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
