import type { SpecialAgreement } from '../../../../schema/api/goods-clause';
import type { Clause } from '../../../../schema/entities/clause';
import type { Notice } from '../../../../schema/entities/notice';
import type { BenefitColumn } from '../benefit-table';
import type { GoodsInfo, PlanConfig } from '../plan-config';
import type { RateTable } from '../rate-table';

/** A rate table to seed, with its name for operators. */
export interface RateTableSeed {
  readonly name: string;
  readonly table: RateTable;
}

/** A cash value of a policy year, as basis points of the premiums paid so far. */
export interface CashValueRate {
  readonly insurancePeriod: string;
  readonly paymentPeriod: string;
  readonly policyYear: number;
  readonly rateBp: number;
}

/** A product's benefit illustration: its columns and cash value rates. */
export interface BenefitSeed {
  readonly productId: string;
  readonly columns: readonly BenefitColumn[];
  readonly cashValues: readonly CashValueRate[];
}

/** A clause and the plans it applies to (empty: every plan of the goods). */
export interface ClauseSeed {
  readonly clause: Clause;
  readonly planIds: readonly string[];
}

/** An insure notice, its code and the plans it applies to. */
export interface NoticeSeed {
  readonly code: string;
  readonly notice: Notice;
  readonly planIds: readonly string[];
}

/** A special agreement, the liabilities that bring it in and the plans it applies to. */
export interface AgreementSeed {
  readonly agreement: SpecialAgreement;
  readonly liabilityCodes: readonly string[];
  readonly planIds: readonly string[];
}

/** Everything seeded for one goods of one tenant. */
export interface GoodsSeed {
  readonly goods: GoodsInfo;
  readonly allowedOccupationCategories: readonly number[];
  readonly plans: readonly PlanConfig[];
  readonly rateTables: readonly RateTableSeed[];
  readonly benefits: readonly BenefitSeed[];
  readonly clauses: readonly ClauseSeed[];
  readonly notices: readonly NoticeSeed[];
  readonly agreements: readonly AgreementSeed[];
}

/** What differs between the seeded tenants: the underwriting companies and a price level. */
export interface TenantFlavour {
  readonly tenant: string;
  /** Percent applied to every seeded rate (100 = list price). */
  readonly pricePercent: number;
  readonly healthCompany: string;
  readonly lifeCompany: string;
  readonly propertyCompany: string;
}
