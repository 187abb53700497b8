import type { Order } from '../../../schema/entities/order';
import type { AppContext } from '../../app/app-context';
import type { Queryable } from '../../db/database';
import { isActiveStaff } from '../reference/is-active-staff';

/**
 * The order marked as an employee purchase or not (extraInfo.staffPurchase), decided here from the
 * policyholder's name and certificate against the tenant's active staff: an insurer registers its
 * employees' own purchases (related-party and self-insurance rules, no sales commission), so the mark
 * must not come from the buyer's browser, and whatever the browser sent is replaced. A company
 * policyholder, or a person without a full identity, is no employee purchase.
 */
export async function withStaffPurchase(db: Queryable, app: Pick<AppContext, 'pii' | 'now'>, tenant: string, order: Order): Promise<Order> {
  const person = order.holder?.customerType === 'company' ? undefined : order.holder?.person;
  const staffPurchase =
    person?.name && person.certType && person.certNo ? await isActiveStaff(db, app, tenant, { name: person.name, certType: person.certType, certNo: person.certNo }) : false;
  return { ...order, extraInfo: { ...order.extraInfo, staffPurchase } };
}
