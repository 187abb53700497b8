import type { CallBody } from '../../../schema/api/define-call';
import type { benefitCalculate } from '../../../schema/api/premium-calculate';
import type { BenefitTable } from '../../../schema/entities/benefit-table';
import { MONTHLY_INSTALMENTS } from '../../../shared/constants';
import { todayInShanghai } from '../../../shared/dates/shanghai-today';
import { DomainError, ERROR_CODES } from '../../app/domain-error';
import { notFound, requireFound } from '../../app/not-found';
import type { Queryable } from '../../db/database';
import { buildBenefitTable, type BenefitColumn } from './benefit-table';
import { loadPlanConfig } from './load-plan-config';
import { insuranceStartDay, insuredPricingPeople, orderCommonFactors } from './order-pricing-input';
import { FACTOR_CODES, choosePaymentFrequency } from './premium-factors';
import { pricePersons } from './price-persons';
import { insuredChoices } from './product-choices';
import { PRODUCT_MESSAGES } from './product-messages';

interface ColumnRow {
  product_id: string;
  column_code: BenefitColumn['code'];
  title: string;
}

interface CashValueRow {
  policy_year: number;
  rate_bp: number;
}

/**
 * The benefit illustration of an order (benefitCalculate): for the first counted insured, the main
 * product that has a benefit table is priced like premiumCalculate prices it, and its table is built
 * year by year over the insurance period: premiums (the year's premium while paying), premiums paid so
 * far, the death benefit and the cash value from the product's cash value rates. Refuses plans
 * without an illustration (40400).
 */
export async function calculateBenefit(
  db: Queryable,
  tenant: string,
  body: CallBody<typeof benefitCalculate>,
  now: Date = new Date(),
): Promise<BenefitTable> {
  const plan = await loadPlanConfig(db, tenant, body.planId, body.goodsId);
  const productIds = plan.packages.flatMap((pkg) => pkg.products.map((entry) => entry.product.productId));
  const { rows: columnRows } = await db.query<ColumnRow>(
    'SELECT product_id, column_code, title FROM benefit_columns WHERE tenant_code = $1 AND product_id = ANY($2::text[]) ORDER BY product_id, sort_order',
    [tenant, productIds],
  );
  const illustrated = new Set(columnRows.map((row) => row.product_id));
  if (illustrated.size === 0) throw notFound(PRODUCT_MESSAGES.benefitNotOffered);

  const startDate = insuranceStartDay(body.insuranceStartDate, now);
  const counted = body.insuredList.filter((insured) => insured.selected !== false);
  const people = insuredPricingPeople(plan, counted, body.holder.person, startDate);
  const first = people[0];
  const firstInsured = counted[0];
  if (!first || !firstInsured || first.age === undefined) throw new DomainError(ERROR_CODES.badRequest, PRODUCT_MESSAGES.insuredBirthdayMissing(1));
  const issueAge = first.age;
  const commonFactors = orderCommonFactors(plan, body);
  const paymentFrequency = choosePaymentFrequency(plan, commonFactors[FACTOR_CODES.paymentFrequency]);
  const [priced] = await pricePersons(
    db,
    tenant,
    plan,
    [{ person: first, choices: insuredChoices(firstInsured.packageList, body.packageList), commonFactors }],
    { paymentFrequency, visibility: { insuredBirthdays: first.birthday ? [first.birthday] : [], today: todayInShanghai(now), insuredCount: people.length } },
  );
  const main = requireFound(
    priced?.products.find((item) => illustrated.has(item.product.config.product.productId)),
    PRODUCT_MESSAGES.benefitNotOffered,
  );

  const productId = main.product.config.product.productId;
  const { insurancePeriod, paymentPeriod } = main.factors;
  const { rows: cashValues } = await db.query<CashValueRow>(
    `SELECT policy_year, rate_bp FROM cash_value_rates
      WHERE tenant_code = $1 AND product_id = $2 AND insurance_period = $3 AND payment_period = $4`,
    [tenant, productId, insurancePeriod, paymentPeriod],
  );
  // A year's premium: monthly payment is twelve instalments.
  const annualPremium = paymentFrequency === 'month' ? main.premium * (MONTHLY_INSTALMENTS + 1) : main.premium;
  return buildBenefitTable({
    columns: columnRows.filter((row) => row.product_id === productId).map((row) => ({ code: row.column_code, title: row.title })),
    issueAge,
    insurancePeriod,
    paymentPeriod,
    annualPremium,
    sumInsured: main.product.sumInsured,
    cashValueBp: new Map(cashValues.map((row) => [row.policy_year, row.rate_bp])),
    factors: {
      ...(first.gender ? { gender: first.gender } : {}),
      age: issueAge,
      insurancePeriod,
      paymentPeriod,
      sumInsured: main.product.sumInsured,
      annualPremium,
    },
  });
}
