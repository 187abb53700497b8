import type { FormInstance } from 'antd-mobile/es/components/form';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { orderFormAtom, type OrderFormValues } from '../state/flow-atoms';

/**
 * Once a page is built, takes its rows' own defaults into the stored form values: a period's default
 * choice or tomorrow as the start date are values the buyer never changed, so the form never reported
 * them, yet they are rating factors; without this a product whose factors all have defaults (home
 * insurance) would wait for a touch before showing its price. `pageKey` names the page: each new page
 * is taken in once it is complete.
 */
export function useStoreRowDefaults(form: FormInstance, pageKey: string | undefined, complete: boolean): void {
  const setValues = useSetAtom(orderFormAtom);
  useEffect(() => {
    if (!complete || pageKey === undefined) return;
    const current = form.getFieldsValue(true) as OrderFormValues;
    setValues((stored) => (JSON.stringify(stored) === JSON.stringify(current) ? stored : current));
  }, [form, pageKey, complete, setValues]);
}
