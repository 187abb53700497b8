import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, canTransition } from './order-status';

describe('order state machine', () => {
  it('allows exactly the forward path, the direct bank debit and closing an unpaid order', () => {
    const allowed = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}->${to}`));
    expect(allowed).toEqual([
      'draft->submitted',
      'submitted->paying',
      'submitted->processing',
      'submitted->closed',
      'paying->processing',
      'paying->closed',
      'processing->success',
      'processing->failed',
    ]);
  });
});
