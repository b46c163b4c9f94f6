import { describe, expect, it } from 'vitest';
import { placesForMove } from '../../src/modules/waitlist/waitlist-data';

/** Applies the changes and answers the list's order (by place, then id), as the database orders it. */
function orderAfter(moved: number, others: { applicationId: number; queueUs: number }[], to: number) {
  const all = new Map(
    [...others, { applicationId: moved, queueUs: 0 }].map((e) => [e.applicationId, e.queueUs]),
  );
  for (const change of placesForMove(moved, others, to)) all.set(change.applicationId, change.queueUs);
  return [...all].sort((a, b) => a[1] - b[1] || a[0] - b[0]).map(([id]) => id);
}

describe('moving an application on the list', () => {
  const spaced = [1, 2, 3, 4].map((id) => ({ applicationId: id, queueUs: id * 1000 }));
  // Four confirmations in the same millisecond share one place: only the id tells them apart.
  const tied = [1, 2, 3, 4].map((id) => ({ applicationId: id, queueUs: 5000 }));

  it('puts it exactly where asked, between spaced neighbours, touching no one else', () => {
    for (let to = 1; to <= 5; to++) {
      const order = orderAfter(9, spaced, to);
      expect(order.indexOf(9)).toBe(to - 1);
      expect(order.filter((id) => id !== 9)).toEqual([1, 2, 3, 4]);
    }
    expect(placesForMove(9, spaced, 2)).toEqual([{ applicationId: 9, queueUs: 1500 }]);
  });

  it('makes room where neighbours share a place, keeping everyone else in order', () => {
    for (let to = 1; to <= 5; to++) {
      const order = orderAfter(9, tied, to);
      expect(order.indexOf(9)).toBe(to - 1);
      expect(order.filter((id) => id !== 9)).toEqual([1, 2, 3, 4]);
    }
    // A moved entry with a lower id than its neighbours still lands after the one before it.
    expect(orderAfter(0, tied, 3)).toEqual([1, 2, 0, 3, 4]);
    // Neighbours a microsecond apart leave no room between them: the ones after move on.
    const adjacent = [1, 2, 3].map((id) => ({ applicationId: id, queueUs: 100 + id }));
    expect(orderAfter(9, adjacent, 2)).toEqual([1, 9, 2, 3]);
  });

  it('leaves a list of one as it is', () => {
    expect(placesForMove(9, [], 1)).toEqual([]);
  });
});
