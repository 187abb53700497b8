import type { LiabilityCollocation } from '../../schema/entities/liability-collocation';
import { sameLiability, type LiabilityCheckState, type LiabilityRef } from './liability-check-state';

type MutableCheckState = { -readonly [K in keyof LiabilityCheckState]: LiabilityCheckState[K] };

interface Consequence {
  readonly partner: LiabilityRef;
  /** The partner's new tick, or undefined to leave it. */
  readonly checked?: boolean;
  /** The partner's new lock, or undefined to leave it. */
  readonly disabled?: boolean;
}

function source(row: LiabilityCollocation): LiabilityRef {
  return { productId: row.productId, liabilityCode: row.liabilityCode };
}

function target(row: LiabilityCollocation): LiabilityRef {
  return { productId: row.collocationProductId, liabilityCode: row.collocationLiabilityCode };
}

/** Whether some ticked liability other than `released` still locks `partner` through a type-4 row. */
function lockedByOther(
  partner: LiabilityRef,
  released: LiabilityRef,
  rows: readonly LiabilityCollocation[],
  states: readonly LiabilityCheckState[],
): boolean {
  return rows.some(
    (row) =>
      row.collocationType === 4 &&
      sameLiability(target(row), partner) &&
      !sameLiability(source(row), released) &&
      states.some((state) => state.checked && sameLiability(state, source(row))),
  );
}

/** What ticking or unticking `changed` does to each partner, by collocation type. */
function consequences(
  changed: LiabilityRef,
  checked: boolean,
  rows: readonly LiabilityCollocation[],
  states: readonly LiabilityCheckState[],
): Consequence[] {
  const result: Consequence[] = [];
  for (const row of rows) {
    const forward = sameLiability(source(row), changed);
    // Types 1 and 3 are symmetric relations, so a row also acts when its partner end is toggled.
    const backward = !forward && sameLiability(target(row), changed) && (row.collocationType === 1 || row.collocationType === 3);
    if (!forward && !backward) continue;
    const partner = forward ? target(row) : source(row);
    switch (row.collocationType) {
      case 1:
        result.push({ partner, checked });
        break;
      case 2:
        if (checked) result.push({ partner, checked: true });
        break;
      case 3:
        result.push({ partner, checked: !checked });
        break;
      case 4:
        if (checked) result.push({ partner, checked: true, disabled: true });
        else if (!lockedByOther(partner, changed, rows, states)) result.push({ partner, disabled: false });
        break;
      default:
        // Rows come from the server; an unknown type links nothing rather than guessing.
        break;
    }
  }
  return result;
}

/**
 * Ticks or unticks an optional liability and applies its collocation rows (spec section 4):
 * 1 the partner follows, 2 ticking forces the partner on, 3 the partner takes the opposite state,
 * 4 ticking forces the partner on and locks it (unticking releases the lock unless another ticked
 * liability holds it). Changes cascade through partners, each liability changing at most once per
 * toggle so cyclic rows settle. A locked (disabled) liability is never changed by another's rows
 * except to release a type-4 lock, and cannot itself be toggled: toggling it, or an unknown liability,
 * returns the state unchanged. Returns a new state array.
 */
export function applyLiabilityToggle(
  state: readonly LiabilityCheckState[],
  rows: readonly LiabilityCollocation[],
  toggled: LiabilityRef,
  checked: boolean,
): LiabilityCheckState[] {
  const next: MutableCheckState[] = state.map((entry) => ({ ...entry }));
  const start = next.find((entry) => sameLiability(entry, toggled));
  if (!start || start.disabled) return next;

  start.checked = checked;
  const settled: LiabilityRef[] = [start];
  const queue: { ref: LiabilityRef; checked: boolean }[] = [{ ref: start, checked }];
  for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
    for (const effect of consequences(item.ref, item.checked, rows, next)) {
      const partner = next.find((entry) => sameLiability(entry, effect.partner));
      if (!partner || settled.some((ref) => sameLiability(ref, partner))) continue;
      // A locked liability keeps its tick; only the type-4 row that manages the lock may touch it.
      if (partner.disabled && effect.disabled === undefined) continue;
      settled.push(partner);
      if (effect.disabled !== undefined) partner.disabled = effect.disabled;
      if (effect.checked !== undefined && effect.checked !== partner.checked) {
        partner.checked = effect.checked;
        queue.push({ ref: partner, checked: partner.checked });
      }
    }
  }
  return next;
}
