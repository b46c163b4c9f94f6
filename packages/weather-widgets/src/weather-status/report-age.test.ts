import { describe, expect, it } from 'vitest';
import { METAR_OLD_AFTER_MINUTES, oldReportNotice, TAF_OLD_AFTER_MINUTES } from './report-age';

const NOW = new Date(Date.UTC(2026, 10, 22, 12, 0));
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();

describe('oldReportNotice', () => {
  it('says nothing about a report within its interval', () => {
    expect(oldReportNotice(minutesAgo(55), NOW, METAR_OLD_AFTER_MINUTES)).toBeNull();
    expect(oldReportNotice(minutesAgo(90), NOW, METAR_OLD_AFTER_MINUTES)).toBeNull();
    expect(oldReportNotice(minutesAgo(6 * 60), NOW, TAF_OLD_AFTER_MINUTES)).toBeNull();
  });

  it('warns with the age once a report is overdue', () => {
    expect(oldReportNotice(minutesAgo(91), NOW, METAR_OLD_AFTER_MINUTES)).toBe(
      'Old report: issued 1h 31m ago. Check a current source before flying.',
    );
    expect(oldReportNotice(minutesAgo(472 * 60 + 16), NOW, METAR_OLD_AFTER_MINUTES)).toMatch(
      /issued 472h 16m ago/,
    );
  });

  it('ignores a missing or unreadable time', () => {
    expect(oldReportNotice(null, NOW, 90)).toBeNull();
    expect(oldReportNotice('not a date', NOW, 90)).toBeNull();
  });
});
