import { Form } from 'antd-mobile';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { dequal } from 'dequal';
import { useStore } from 'jotai';
import { useEffect } from 'react';
import { orderFormAtom, type OrderFormValues } from '../state/flow-atoms';

type WatchOptions = Exclude<Parameters<typeof Form.useWatch>[1], undefined>;

const everything = (values: OrderFormValues): OrderFormValues => values;

/**
 * Makes the page's form and the session-kept order values (orderFormAtom, ORDER_DATA) one store of
 * the buyer's values, whichever side is written:
 * - every change of the form reaches the atom, a change typed by the buyer and a value written by code
 *   with `form.setFieldValue` alike (the form's own watch sees both; its change event sees only the
 *   first), so no write can bypass what a reload restores and what the premium is built from;
 * - every change of the atom made outside the form (a kept choice restored, an order loaded, a preview
 *   persona) reaches the mounted form's fields, so the rows show what is priced.
 * A write that arrives where the values are already equal stops there, so neither side echoes the other.
 */
export function FormStoreSync({ form }: { readonly form: FormInstance }) {
  const store = useStore();
  const watched = Form.useWatch(everything, { form, preserve: true } as unknown as WatchOptions) as OrderFormValues | undefined;

  // The watch only says that the form changed: its values are read afresh, so a watch that React
  // delivers late never writes back values the form (and the atom) have since moved on from.
  useEffect(() => {
    if (watched === undefined) return;
    const stored = store.get(orderFormAtom);
    const next = { ...stored, ...(form.getFieldsValue(true) as OrderFormValues) };
    if (!dequal(stored, next)) store.set(orderFormAtom, next);
  }, [watched, store, form]);

  // Only what the atom's writer changed goes to the form: a key the atom merely still holds from
  // before (the form's newer value not mirrored yet) must not overwrite the form.
  useEffect(() => {
    let previous = store.get(orderFormAtom);
    return store.sub(orderFormAtom, () => {
      const stored = store.get(orderFormAtom);
      const current = form.getFieldsValue(true) as OrderFormValues;
      for (const [key, value] of Object.entries(stored)) {
        if (!dequal(previous[key], value) && !dequal(current[key], value)) form.setFieldValue([key], value);
      }
      previous = stored;
    });
  }, [store, form]);
  return null;
}
