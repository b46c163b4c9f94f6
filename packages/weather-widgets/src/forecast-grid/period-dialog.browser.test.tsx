// The native forecast dialog in Chromium: opens modal, closes by Escape, the close button and the backdrop.
import type { ForecastPeriod } from '@hangar/aviation-weather';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PeriodDialog } from './period-dialog';

const period = {
  number: 1,
  name: 'Tonight',
  detailedForecast: 'Snow showers likely. Cloudy, with a low around 19.',
} as ForecastPeriod;

function Harness() {
  const [open, setOpen] = useState<ForecastPeriod | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(period)}>
        Open
      </button>
      <PeriodDialog period={open} onClose={() => setOpen(null)} />
    </>
  );
}

describe('PeriodDialog', () => {
  it('opens as a named modal dialog, closes on Escape and gives focus back', async () => {
    const screen = await render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await opener.click();
    const dialog = screen.getByRole('dialog', { name: 'Tonight' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAccessibleDescription(/Snow showers likely\.\s+Cloudy/);
    await expect.element(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
  });

  it('closes from its close button and from a click on the backdrop', async () => {
    const screen = await render(<Harness />);
    await screen.getByRole('button', { name: 'Open' }).click();
    await screen.getByRole('button', { name: 'Close' }).click();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'Open' }).click();
    await expect.element(screen.getByRole('dialog')).toBeVisible();
    await userEvent.click(document.body, { position: { x: 5, y: 5 } });
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  });
});
