import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ForecastIcon } from './forecast-icon';
import { FORECAST_ICON_KINDS, type ForecastIconKind } from './nws-icon';

/** One NWS code for each icon of the set. */
const CODE: Record<ForecastIconKind, string> = {
  clear: 'skc',
  'partly-cloudy': 'sct',
  'mostly-cloudy': 'bkn',
  cloudy: 'ovc',
  wind: 'wind_few',
  rain: 'rain,60',
  showers: 'rain_showers,30',
  thunderstorm: 'tsra_hi,40',
  snow: 'snow,50',
  mixed: 'rain_snow',
  blizzard: 'blizzard',
  fog: 'fog',
  haze: 'haze',
  hot: 'hot',
  cold: 'cold',
  tornado: 'tornado',
  hurricane: 'hurricane',
  unknown: 'volcanic_ash',
};
const url = (time: 'day' | 'night', kind: ForecastIconKind) =>
  `https://api.weather.gov/icons/land/${time}/${CODE[kind]}?size=medium`;

/** Every icon, day and night, at the forecast grid's 50 px, in the primary colour the widgets give it. */
function IconSet() {
  return (
    <table className="border-separate border-spacing-x-4 border-spacing-y-1 text-sm">
      <thead>
        <tr>
          <th className="text-left">Icon</th>
          <th>Day</th>
          <th>Night</th>
          <th className="text-left">NWS code</th>
        </tr>
      </thead>
      <tbody>
        {FORECAST_ICON_KINDS.map((kind) => (
          <tr key={kind}>
            <th scope="row" className="text-left font-normal">
              {kind}
            </th>
            {(['day', 'night'] as const).map((time) => (
              <td key={time}>
                <ForecastIcon
                  icon={url(time, kind)}
                  label={`${kind}, ${time}`}
                  className="size-[50px] text-primary"
                />
              </td>
            ))}
            <td>
              <code>{CODE[kind]}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Weather/ForecastIcon',
  component: ForecastIcon,
  args: { icon: url('day', 'partly-cloudy'), label: 'Partly sunny', className: 'size-14 text-primary' },
} satisfies Meta<typeof ForecastIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('img', { name: 'Partly sunny' });
    await expect(icon).toHaveAttribute('data-icon', 'partly-cloudy');
  },
};

/** A decorative icon (its period's text is beside it) is hidden from assistive technology. */
export const Decorative: Story = {
  args: { label: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

const checkSet: Story['play'] = async ({ canvas }) => {
  await expect(canvas.getAllByRole('img')).toHaveLength(FORECAST_ICON_KINDS.length * 2);
  await expect(canvas.getByRole('img', { name: 'clear, night' })).toHaveAttribute('data-time', 'night');
};

export const WholeSet: Story = { render: () => <IconSet />, play: checkSet };

export const WholeSetDark: Story = {
  render: () => <IconSet />,
  globals: { theme: 'dark' },
  play: async (context) => {
    await expect(document.documentElement).toHaveClass('dark');
    await checkSet(context);
  },
};
