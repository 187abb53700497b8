import type { FormInstance } from 'antd-mobile/es/components/form';
import type { useStore } from 'jotai';
import { orderFormAtom } from '../state/flow-atoms';

/**
 * Sets a value no row renders (an insured's selected or allowInsure) and keeps ORDER_DATA in step:
 * setFieldValue fires no onValuesChange, so without this a reload would lose the choice.
 */
export function writeFormValue(form: FormInstance, store: ReturnType<typeof useStore>, path: readonly (string | number)[], value: unknown): void {
  form.setFieldValue(path as (string | number)[], value);
  store.set(orderFormAtom, { ...store.get(orderFormAtom), ...(form.getFieldsValue(true) as Record<string, unknown>) });
}
