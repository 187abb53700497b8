import { describe, expect, it } from 'vitest';
import { nearestAmount } from './persona-sum-insured';

describe('nearestAmount', () => {
  it('takes the nearest listed amount, the lower on a tie', () => {
    const control = { kind: 'enum', options: [10, 20, 50].map((value) => ({ label: String(value), value })) } as const;
    expect(nearestAmount(control, 0)).toBe(10);
    expect(nearestAmount(control, 34)).toBe(20);
    expect(nearestAmount(control, 35)).toBe(20);
    expect(nearestAmount(control, 36)).toBe(50);
    expect(nearestAmount(control, 999)).toBe(50);
  });

  it('snaps onto a stepper\'s steps within its range, never past the last whole step', () => {
    const control = { kind: 'step', min: 100, max: 950, step: 100 } as const;
    expect(nearestAmount(control, 40)).toBe(100);
    expect(nearestAmount(control, 349)).toBe(300);
    expect(nearestAmount(control, 351)).toBe(400);
    expect(nearestAmount(control, 5000)).toBe(900);
  });

  it('keeps a typed amount within its range, and whole copies within the copy limits', () => {
    expect(nearestAmount({ kind: 'input', min: 1000, max: 5000 }, 2500)).toBe(2500);
    expect(nearestAmount({ kind: 'input', min: 1000, max: 5000 }, 9000)).toBe(5000);
    const copies = { kind: 'copies', each: 1000, minCopies: 1, maxCopies: 5 } as const;
    expect(nearestAmount(copies, 2400)).toBe(2000);
    expect(nearestAmount(copies, 0)).toBe(1000);
    expect(nearestAmount(copies, 99_000)).toBe(5000);
  });
});
