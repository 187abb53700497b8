import { describe, expect, it } from 'vitest';
import { MOMENT_TAG, momentsOf } from './recording-moment';

describe('momentsOf', () => {
  it('finds the key moments among a recording’s events, timed from its first event, skipping anything else', () => {
    const events = [
      { type: 4, timestamp: 1000, data: {} },
      { type: 5, timestamp: 3500, data: { tag: MOMENT_TAG, payload: { kind: 'notice-read', title: '健康告知', seconds: 12 } } },
      { type: 5, timestamp: 4000, data: { tag: 'someone-else', payload: { kind: 'sms-verified' } } },
      { type: 5, timestamp: 4200, data: { tag: MOMENT_TAG, payload: { kind: 'made-up' } } },
      { type: 5, timestamp: 4300, data: { tag: MOMENT_TAG, payload: null } },
      { type: 5, timestamp: 6000, data: { tag: MOMENT_TAG, payload: { kind: 'signature-drawn', who: '投保人' } } },
      null,
    ];
    expect(momentsOf(events)).toEqual([
      { offsetMs: 2500, moment: { kind: 'notice-read', title: '健康告知', seconds: 12 } },
      { offsetMs: 5000, moment: { kind: 'signature-drawn', who: '投保人' } },
    ]);
    expect(momentsOf([])).toEqual([]);
  });
});
