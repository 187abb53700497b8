import { describe, it, expect } from 'vitest';
import type { LiabilityCollocation } from '../../schema/entities/liability-collocation';
import { applyLiabilityToggle } from './apply-liability-toggle';
import type { LiabilityCheckState } from './liability-check-state';

const liability = (liabilityCode: string, checked = false, disabled = false): LiabilityCheckState => ({
  productId: 'P1',
  liabilityCode,
  checked,
  disabled,
});

const row = (from: string, to: string, collocationType: number): LiabilityCollocation => ({
  productId: 'P1',
  liabilityCode: from,
  collocationProductId: 'P1',
  collocationLiabilityCode: to,
  collocationType,
});

const ref = (liabilityCode: string) => ({ productId: 'P1', liabilityCode });

function view(state: readonly LiabilityCheckState[]): Record<string, string> {
  return Object.fromEntries(state.map((s) => [s.liabilityCode, `${s.checked ? 'on' : 'off'}${s.disabled ? '/locked' : ''}`]));
}

describe('applyLiabilityToggle', () => {
  it('type 1: the partner follows both ways, from either end', () => {
    const rows = [row('A', 'B', 1)];
    const on = applyLiabilityToggle([liability('A'), liability('B')], rows, ref('A'), true);
    expect(view(on)).toEqual({ A: 'on', B: 'on' });
    expect(view(applyLiabilityToggle(on, rows, ref('A'), false))).toEqual({ A: 'off', B: 'off' });
    expect(view(applyLiabilityToggle(on, rows, ref('B'), false))).toEqual({ A: 'off', B: 'off' });
  });

  it('type 2: ticking forces the partner on, unticking leaves it', () => {
    const rows = [row('A', 'B', 2)];
    const on = applyLiabilityToggle([liability('A'), liability('B')], rows, ref('A'), true);
    expect(view(on)).toEqual({ A: 'on', B: 'on' });
    expect(view(applyLiabilityToggle(on, rows, ref('A'), false))).toEqual({ A: 'off', B: 'on' });
    expect(view(applyLiabilityToggle([liability('A'), liability('B', true)], rows, ref('B'), false))).toEqual({ A: 'off', B: 'off' });
  });

  it('type 3: the partner takes the opposite state', () => {
    const rows = [row('A', 'B', 3)];
    const on = applyLiabilityToggle([liability('A'), liability('B', true)], rows, ref('A'), true);
    expect(view(on)).toEqual({ A: 'on', B: 'off' });
    expect(view(applyLiabilityToggle(on, rows, ref('B'), true))).toEqual({ A: 'off', B: 'on' });
  });

  it('type 4: ticking forces the partner on and locks it; unticking releases the lock', () => {
    const rows = [row('A', 'B', 4)];
    const on = applyLiabilityToggle([liability('A'), liability('B')], rows, ref('A'), true);
    expect(view(on)).toEqual({ A: 'on', B: 'on/locked' });
    expect(view(applyLiabilityToggle(on, rows, ref('B'), false))).toEqual({ A: 'on', B: 'on/locked' });
    expect(view(applyLiabilityToggle(on, rows, ref('A'), false))).toEqual({ A: 'off', B: 'on' });
  });

  it('type 4: the lock stays while another ticked liability holds it', () => {
    const rows = [row('A', 'C', 4), row('B', 'C', 4)];
    let state = [liability('A'), liability('B'), liability('C')];
    state = applyLiabilityToggle(state, rows, ref('A'), true);
    state = applyLiabilityToggle(state, rows, ref('B'), true);
    state = applyLiabilityToggle(state, rows, ref('A'), false);
    expect(view(state)).toEqual({ A: 'off', B: 'on', C: 'on/locked' });
  });

  it('cascades through partners and settles on cyclic rows', () => {
    const chain = [row('A', 'B', 1), row('B', 'C', 2)];
    expect(view(applyLiabilityToggle([liability('A'), liability('B'), liability('C')], chain, ref('A'), true))).toEqual({
      A: 'on',
      B: 'on',
      C: 'on',
    });
    const cycle = [row('A', 'B', 3), row('B', 'A', 3)];
    expect(view(applyLiabilityToggle([liability('A'), liability('B')], cycle, ref('A'), true))).toEqual({ A: 'on', B: 'off' });
  });

  it('never changes a locked partner through other rows, nor a locked liability itself', () => {
    const rows = [row('A', 'B', 3)];
    const state = [liability('A'), liability('B', true, true)];
    expect(view(applyLiabilityToggle(state, rows, ref('A'), true))).toEqual({ A: 'on', B: 'on/locked' });
    expect(view(applyLiabilityToggle(state, rows, ref('B'), false))).toEqual({ A: 'off', B: 'on/locked' });
  });

  it('ignores partners outside the plan and unknown liabilities, and leaves the input untouched', () => {
    const state = [liability('A')];
    const rows = [row('A', 'Z', 1), { ...row('A', 'Z', 1), collocationProductId: 'P2' }];
    expect(view(applyLiabilityToggle(state, rows, ref('A'), true))).toEqual({ A: 'on' });
    expect(view(applyLiabilityToggle(state, rows, ref('Q'), true))).toEqual({ A: 'off' });
    expect(state[0]?.checked).toBe(false);
  });

  it('tells products apart: the same liability code under another product is another liability', () => {
    const state = [liability('A'), { ...liability('A'), productId: 'P2' }];
    const rows: LiabilityCollocation[] = [{ ...row('A', 'A', 1), collocationProductId: 'P2' }];
    const next = applyLiabilityToggle(state, rows, ref('A'), true);
    expect(next.map((s) => `${s.productId}:${s.checked}`)).toEqual(['P1:true', 'P2:true']);
  });
});
