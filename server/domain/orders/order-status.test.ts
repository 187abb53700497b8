import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, canTransition } from './order-status';

describe('order state machine', () => {
  it('allows exactly the forward path and the direct bank debit', () => {
    const allowed = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}->${to}`));
    expect(allowed).toEqual([
      'draft->submitted',
      'submitted->paying',
      'submitted->processing',
      'paying->processing',
      'processing->success',
      'processing->failed',
    ]);
  });
});
