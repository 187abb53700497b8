import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { Plan } from '../../schema/entities/plan';
import { flowStateAtom, orderFormAtom, trialResultAtom } from '../state/flow-atoms';
import { usePage } from '../template/page-context';
import { valuesAfterPlanChange } from './plan-choice';
import { liabilityChecksAtom, selectedPlanAtom } from './premium-atoms';

/** The form key of the trial elements. */
const TRIAL_ELEMENTS = 'trailElement';

/**
 * Switches to another plan (spec section 4): clears the clause agreement, the trial elements (each
 * row back to its default), the ticked liabilities and the old plan's premium. Choosing the current plan does nothing.
 */
export function useChoosePlan(): (plan: Plan) => void {
  const { form } = usePage();
  const selected = useAtomValue(selectedPlanAtom);
  const setSelected = useSetAtom(selectedPlanAtom);
  const setChecks = useSetAtom(liabilityChecksAtom);
  const setFlow = useSetAtom(flowStateAtom);
  const setValues = useSetAtom(orderFormAtom);
  const setResult = useSetAtom(trialResultAtom);
  return useCallback(
    (plan: Plan) => {
      if (plan.planId === selected?.planId) return;
      setSelected(plan);
      setChecks([]);
      setResult(null);
      setFlow((current) => ({ ...current, planId: plan.planId, clauseAgreed: false }));
      // The form resets a field to the page's initial values first, which are the session copy: drop
      // the trial elements there, let the page render with that, then reset each trial row, so every
      // row falls back to its own default (gender, period, start date) and the rest comes out empty.
      setValues((values) => valuesAfterPlanChange(values));
      setTimeout(() => {
        const rows = form.getFieldsError().map((field) => field.name).filter((name) => name[0] === TRIAL_ELEMENTS);
        form.resetFields(rows);
        setValues((values) => ({ ...values, ...(form.getFieldsValue(true) as Record<string, unknown>) }));
      }, 0);
    },
    [selected, setSelected, setChecks, setResult, setFlow, form, setValues],
  );
}
