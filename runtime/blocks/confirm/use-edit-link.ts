import { pageOrderByCode } from '../../order-flow/find-page';
import { usePage } from '../../template/page-context';

/** The 修改 action of a confirmation block: back to the page with `editPageCode`, when configured and found. */
export function useEditLink(editPageCode: string | undefined): (() => void) | undefined {
  const { template, goToPage } = usePage();
  const order = editPageCode ? pageOrderByCode(template, editPageCode) : undefined;
  return order === undefined ? undefined : () => goToPage(order);
}
