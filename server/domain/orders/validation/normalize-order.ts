import type { Order } from '../../../../schema/entities/order';
import type { Person } from '../../../../schema/entities/person';
import { isSelfRelation } from '../../../../shared/insured/is-self-relation';
import { residentIdCard } from '../../../app/resident-id-card';

/** For an ID card, birthday and gender come from the number and are locked (spec section 5). */
function withIdCardFacts(person: Person | undefined, today: string): Person | undefined {
  const card = residentIdCard(person?.certType, person?.certNo, today);
  if (!person || !card) return person;
  return { ...person, certNo: card.normalized, birthday: card.birthday, gender: card.gender };
}

/**
 * The order as the server reasons about it: ID numbers normalized with their birthday and gender,
 * and every insured who is the holder (SELF) carrying the holder's person fields.
 */
export function normalizeOrder(order: Order, today: string): Order {
  const holderPerson = withIdCardFacts(order.holder?.person, today);
  const holder = order.holder ? { ...order.holder, ...(holderPerson ? { person: holderPerson } : {}) } : undefined;
  const insuredList = order.insuredList?.map((insured) => {
    const person = isSelfRelation(insured.holderRelation) && holderPerson ? { ...insured.person, ...holderPerson } : withIdCardFacts(insured.person, today);
    const beneficiaryList = insured.beneficiaryList?.map((beneficiary) => {
      const facts = withIdCardFacts(beneficiary.person, today);
      return facts ? { ...beneficiary, person: facts } : beneficiary;
    });
    return { ...insured, ...(person ? { person } : {}), ...(beneficiaryList ? { beneficiaryList } : {}) };
  });
  return { ...order, ...(holder ? { holder } : {}), ...(insuredList ? { insuredList } : {}) };
}
