import { Form } from 'antd-mobile';
import { TRIAL_TYPE_KEY, type TRIAL_SCOPES } from '../../order/trial-factors';
import { useFieldPath } from '../../template/form-scope';

/** Which party a trial-factor form belongs to: the names of the trailElement positions. */
export type TrialFactorType = keyof typeof TRIAL_SCOPES;

/** The marker has no control: it only holds its value. */
function NoControl() {
  return null;
}

/**
 * The hidden type marker of a trial-factor form (spec section 3: trailElement[0] holder, [1] insured,
 * [2] common, "each with a hidden type marker"), so the entry names its party wherever the form values
 * travel, not by position alone. A field with an initial value rather than a plain value: a restored
 * session without it gets it, and the plan switch's reset of the trial rows puts it back.
 */
export function TrialTypeMarker({ type }: { type: TrialFactorType }) {
  const path = useFieldPath(TRIAL_TYPE_KEY);
  return (
    <Form.Item name={[...path]} initialValue={type} hidden noStyle>
      <NoControl />
    </Form.Item>
  );
}
