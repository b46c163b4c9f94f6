import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FixtureWeather, type Scenario } from '../fixtures/weather-fixtures';
import { windHistoryFixture } from '../fixtures/wind-history-fixture';
import { WindHistory } from './wind-history';
import { runwayWords, windHistoryPoints, windWords } from './wind-history-model';

const show = (scenario: Scenario) =>
  render(
    <FixtureWeather scenario={scenario}>
      <WindHistory />
    </FixtureWeather>,
  );

describe('the wind history widget', () => {
  it('draws the day and gives every observation as a table row, newest first', async () => {
    show({ windHistory: 'day' });
    expect(await screen.findByRole('img')).toHaveAccessibleName(/25 observations/);
    await userEvent.click(screen.getByText('The 25 observations as a table'));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(26);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['120° 7 kt', '3 kt from the left, 6 kt headwind', '3 kt from the right, 6 kt tailwind']);
  });

  it('says when it is unavailable', async () => {
    show({ windHistory: { fail: 'down' } });
    expect(await screen.findByText('Wind history is unavailable right now.')).toBeInTheDocument();
  });

  it('plots the larger end’s crosswind unsigned, and none for a variable wind without direction', () => {
    const day = windHistoryFixture();
    const points = windHistoryPoints(day);
    expect(points.at(-1)).toEqual({ time: day.to, speedKt: 7, gustKt: null, crosswindKt: 3 });
    const vrb = { ...day.observations[0]!, directionTrue: null, isVariable: true };
    expect(windHistoryPoints({ ...day, observations: [vrb] })[0]?.crosswindKt).toBeNull();
    expect(windWords(vrb)).toBe('Variable 7 kt');
    expect(windWords({ ...vrb, speedKt: 0, isCalm: true })).toBe('Calm');
    expect(runwayWords({ runway: '14', crosswindKt: 0.2, headwindKt: -4.6, gustCrosswindKt: null })).toBe(
      'no crosswind, 5 kt tailwind',
    );
  });
});
