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

  useEffect(() => {
    if (watched === undefined) return;
    const stored = store.get(orderFormAtom);
    const next = { ...stored, ...watched };
    if (!dequal(stored, next)) store.set(orderFormAtom, next);
  }, [watched, store]);

  useEffect(
    () =>
      store.sub(orderFormAtom, () => {
        const stored = store.get(orderFormAtom);
        const current = form.getFieldsValue(true) as OrderFormValues;
        for (const [key, value] of Object.entries(stored)) {
          if (!dequal(current[key], value)) form.setFieldValue([key], value);
        }
      }),
    [store, form],
  );
  return null;
}
