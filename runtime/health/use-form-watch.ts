import { Form } from 'antd-mobile';
import type { FormInstance } from 'antd-mobile/es/components/form';

type WatchTarget = NonNullable<Parameters<typeof Form.useWatch>[1]>;

/**
 * The value at a path of the page's form, re-read whenever it changes. `preserve` includes values
 * that no row renders (selected, allowInsure), which this group writes with setFieldValue.
 */
export function useFormWatch(name: string | readonly (string | number)[], form: FormInstance): unknown {
  // antd-mobile narrows rc-field-form's instance type; the object is the same at runtime.
  const options = { form, preserve: true } as unknown as WatchTarget;
  return Form.useWatch(name as never, options) as unknown;
}
