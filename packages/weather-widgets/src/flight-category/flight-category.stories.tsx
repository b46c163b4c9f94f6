import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type Scenario, withFixtureWeather } from '../fixtures/weather-fixtures';
import { FlightCategoryBadge } from './flight-category';
import { StationFlightCategory } from './station-flight-category';

const meta = {
  title: 'Weather/FlightCategoryBadge',
  component: FlightCategoryBadge,
  args: { category: 'VFR' },
  decorators: [
    (Story) => (
      <div style={{ width: 400 }} className="flex flex-wrap items-center gap-2">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FlightCategoryBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every category with its letters, and a report without ceiling or visibility. */
const all: Story = {
  render: (args) => (
    <>
      <FlightCategoryBadge {...args} category="VFR" />
      <FlightCategoryBadge {...args} category="MVFR" />
      <FlightCategoryBadge {...args} category="IFR" />
      <FlightCategoryBadge {...args} category="LIFR" />
      <FlightCategoryBadge {...args} category={null} />
    </>
  ),
  play: async ({ canvas }) => {
    for (const c of ['VFR', 'MVFR', 'IFR', 'LIFR'])
      await expect(
        canvas.getByText(c, { exact: true }).closest('[data-slot="flight-category"]'),
      ).toHaveAttribute('data-category', c);
    await expect(canvas.getByText('no category')).toBeVisible();
  },
};

export const Vfr: Story = {};
export const Mvfr: Story = { args: { category: 'MVFR' } };
export const Ifr: Story = { args: { category: 'IFR' } };
export const Lifr: Story = { args: { category: 'LIFR' } };
export const NoCategory: Story = { args: { category: null } };
export const Small: Story = { ...all, args: { size: 'sm' } };
export const AllLight: Story = all;
/** Dark theme: axe checks each colour's contrast with its letters. */
export const AllDark: Story = { ...all, globals: { theme: 'dark' } };

/** The connected badge of a station's latest METAR (the embed's `<hangar-flight-category>`). */
export const Station: Story = {
  render: () => <StationFlightCategory station="KFTW" />,
  decorators: [withFixtureWeather],
  parameters: { scenario: { metar: { KFTW: 'kftw' } } satisfies Scenario },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('IFR', { exact: true })).toBeVisible();
  },
};
export const StationDark: Story = { ...Station, globals: { theme: 'dark' } };
