import type { CallHandlers } from '../../app/call-handler';
import { failureEnvelope } from '../../app/failure-envelope';
import { readAllowedOccupationCategories } from './goods-occupation-categories';
import { findOccupation } from './occupation-store';
import { REFERENCE_CODES, REFERENCE_MESSAGES } from './reference-messages';

/**
 * checkOccupationCategoryLimit: whether the occupation picked for an insured is in a category the
 * goods accepts. A refusal is `success: false` with the reason, which the runtime shows in a 温馨提示
 * alert; an unknown goods is an error.
 */
export const occupationLimitHandlers = {
  checkOccupationCategoryLimit: async ({ body, tenant, app }) => {
    const allowed = await readAllowedOccupationCategories(app.db, tenant, body.goodsId);
    const occupation = await findOccupation(app.db, body.checkValue);
    const refuse = (message: string) => failureEnvelope(REFERENCE_CODES.occupationRefused, message);
    if (!occupation) return refuse(REFERENCE_MESSAGES.occupationNotFound);
    if (occupation.category === null) return refuse(REFERENCE_MESSAGES.occupationNotLeaf);
    if (!allowed.includes(occupation.category)) {
      return refuse(REFERENCE_MESSAGES.occupationRefused(occupation.name, occupation.category, allowed));
    }
    return { success: true, code: 0 };
  },
} satisfies CallHandlers;
