import { Form } from 'antd-mobile';
import { usePage } from '../template/page-context';
import type { NamePath } from '../template/form-scope';

type WatchOptions = Exclude<Parameters<typeof Form.useWatch>[1], undefined>;

/**
 * The live value of a field of the page's form, re-rendering when it changes. It watches the whole
 * store (preserve), not just mounted rows: a holder's derived birthday has no row on a health page,
 * and the trial factors of page 1 are still in the form on page 2. The page context types the form
 * with antd-mobile's narrowed instance, which useWatch does not accept, though it is the same object.
 */
export function useWatchField(path: NamePath): unknown {
  const { form } = usePage();
  return Form.useWatch([...path], { form, preserve: true } as unknown as WatchOptions) as unknown;
}
