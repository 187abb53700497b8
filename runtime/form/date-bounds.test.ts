import { describe, expect, it } from 'vitest';
import { dateBounds } from './date-bounds';

const today = '2026-06-15';

describe('dateBounds', () => {
  it('defaults to 1900-01-01 through 2060-12-31', () => {
    expect(dateBounds({}, today)).toEqual({ min: '1900-01-01', max: '2060-12-31' });
  });

  it('never goes past 2060-12-31 whatever the template says', () => {
    expect(dateBounds({ maxDate: '2099-01-01' }, today).max).toBe('2060-12-31');
  });

  it('starts a certificate validity tomorrow and ends a birthday yesterday', () => {
    expect(dateBounds({ earliestTomorrow: true }, today).min).toBe('2026-06-16');
    expect(dateBounds({ latestYesterday: true }, today).max).toBe('2026-06-14');
  });

  it('limits birthdays to an age range counted on the day cover starts (tomorrow), as the server counts it', () => {
    const bounds = dateBounds({ latestYesterday: true, ageRange: { begin: '30-D', end: '65-Y' } }, today);
    // 30 days old tomorrow, and 65 tomorrow but not yet 66: someone 65 today who turns 66 tomorrow is refused.
    expect(bounds.max).toBe('2026-05-17');
    expect(bounds.min).toBe('1960-06-17');
    const later = dateBounds({ ageRange: { begin: '30-D', end: '65-Y' } }, today, '2026-07-01');
    expect(later).toEqual({ min: '1960-07-02', max: '2026-06-01' });
  });
});
