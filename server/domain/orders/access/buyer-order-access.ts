import type { Signer } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../../../db/database';
import { type BuyerId, newBuyerId, setBuyerCookie } from './buyer-cookie';
import type { OrderAccess } from './order-access';
import { hasGrant, type OrderGrant, saveGrants } from './order-grants';

/**
 * The OrderAccess of one buyer call: the grants of the cookie's buyer in the database, plus those
 * made during the call, which `commit` stores once the call has succeeded.
 */
export class BuyerOrderAccess implements OrderAccess {
  private readonly made = new Map<string, OrderGrant>();

  constructor(
    private readonly buyer: BuyerId | undefined,
    private readonly now: Date,
  ) {}

  async mayName(db: Queryable, tenant: string, orderNo: string): Promise<boolean> {
    if (this.made.has(JSON.stringify([tenant, orderNo]))) return true;
    return this.buyer !== undefined && hasGrant(db, this.buyer.id, { tenant, orderNo }, this.now);
  }

  grant(tenant: string, orderNo: string): void {
    this.made.set(JSON.stringify([tenant, orderNo]), { tenant, orderNo });
  }

  /**
   * Stores the call's grants under the caller's buyer id, giving a caller without a cookie a new
   * one, and (re)sets the cookie, which renews its 30 days and its signature after a secret
   * rotation. A call that granted nothing to a current cookie sets nothing: no cookie for browsing.
   * Says the caller's buyer id once the call is done (undefined for a caller that still has none).
   */
  async commit(db: Queryable, reply: FastifyReply, signer: Signer, secureCookie: boolean): Promise<string | undefined> {
    if (this.made.size === 0 && !this.buyer?.renew) return this.buyer?.id;
    const buyerId = this.buyer?.id ?? newBuyerId();
    await saveGrants(db, buyerId, [...this.made.values()], this.now);
    setBuyerCookie(reply, signer, buyerId, secureCookie);
    return buyerId;
  }
}
