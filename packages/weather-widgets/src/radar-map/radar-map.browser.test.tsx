// Real layout in Chromium: the radar follows its container's width, clamped to 350–900 px.
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { RadarMap } from './radar-map';

const IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="550"/>');

function renderIn(width: number) {
  return render(
    <div data-testid="frame" style={{ width }}>
      <RadarMap src={IMAGE} alt="Radar" />
    </div>,
  );
}

describe('RadarMap in a real browser', () => {
  it.each([
    [300, 350],
    [600, 600],
    [1200, 900],
  ])('in a %i px container it is %i px wide', async (container, expected) => {
    const screen = await renderIn(container);
    const image = screen.getByRole('img', { name: 'Radar' });
    await expect.poll(() => image.element().getBoundingClientRect().width).toBe(expected);
  });

  it('follows its container when the container is resized', async () => {
    const screen = await renderIn(500);
    const image = screen.getByRole('img', { name: 'Radar' });
    await expect.poll(() => image.element().getBoundingClientRect().width).toBe(500);
    (screen.getByTestId('frame').element() as HTMLElement).style.width = '760px';
    await expect.poll(() => image.element().getBoundingClientRect().width).toBe(760);
    (screen.getByTestId('frame').element() as HTMLElement).style.width = '2000px';
    await expect.poll(() => image.element().getBoundingClientRect().width).toBe(900);
  });

  it('adds a cache-busting stamp to the image address', async () => {
    // An image the test server serves (an address that cannot load would show the offline text at once).
    const screen = await render(<RadarMap src="/apps/site/src/assets/logo.svg" alt="Radar" />);
    const image = screen.getByRole('img', { name: 'Radar' });
    await expect.poll(() => (image.element() as HTMLImageElement).naturalWidth).toBeGreaterThan(0);
    expect(image.element().getAttribute('src')).toMatch(/^\/apps\/site\/src\/assets\/logo\.svg\?\w+=\d+$/);
  });

  it('says the radar is unavailable when its image cannot load, as the TFR maps do', async () => {
    const screen = await render(<RadarMap src="data:image/png;base64,AAAA" alt="Radar" />);
    await expect.element(screen.getByRole('status')).toHaveTextContent(/^Radar unavailable here/);
    expect(screen.container.querySelector('img')).toBeNull();
  });
});
