import type { Queryable } from '../../../db/database';
import { upsertRows, upsertUnnest, type SeedRow } from './upsert';

/** How a table is written: its conflict keys, and for big tables the columns sent as arrays. */
interface TableSpec {
  readonly keys: readonly string[];
  readonly unnest?: readonly (readonly [string, string])[];
}

/** The domain's tables in foreign-key order, with how each is written. */
const TABLES = {
  goods: { keys: ['tenant_code', 'goods_id'] },
  rate_tables: { keys: ['tenant_code', 'rate_table_code'] },
  rate_table_rows: {
    keys: ['tenant_code', 'rate_table_code', 'gender', 'insurance_period', 'payment_period', 'payment_frequency', 'sum_insured', 'factor_key', 'age_min'],
    unnest: [
      ['tenant_code', 'text'],
      ['rate_table_code', 'text'],
      ['age_min', 'smallint'],
      ['age_max', 'smallint'],
      ['gender', 'text'],
      ['insurance_period', 'text'],
      ['payment_period', 'text'],
      ['payment_frequency', 'text'],
      ['sum_insured', 'bigint'],
      ['factor_key', 'text'],
      ['rate', 'bigint'],
    ],
  },
  plans: { keys: ['tenant_code', 'plan_id'] },
  plan_packages: { keys: ['tenant_code', 'product_package_id'] },
  products: { keys: ['tenant_code', 'product_id'] },
  liabilities: { keys: ['tenant_code', 'product_id', 'liability_code'] },
  product_collocation_rules: { keys: ['tenant_code', 'product_id'] },
  liability_collocations: { keys: ['tenant_code', 'plan_id', 'product_id', 'liability_code', 'collocation_product_id', 'collocation_liability_code'] },
  plan_factors: { keys: ['tenant_code', 'plan_id', 'factor_code'] },
  plan_factor_links: { keys: ['tenant_code', 'plan_id', 'trigger_code', 'trigger_value', 'target_code'] },
  benefit_columns: { keys: ['tenant_code', 'product_id', 'column_code'] },
  cash_value_rates: {
    keys: ['tenant_code', 'product_id', 'insurance_period', 'payment_period', 'policy_year'],
    unnest: [
      ['tenant_code', 'text'],
      ['product_id', 'text'],
      ['insurance_period', 'text'],
      ['payment_period', 'text'],
      ['policy_year', 'smallint'],
      ['rate_bp', 'integer'],
    ],
  },
  goods_clauses: { keys: ['tenant_code', 'goods_id', 'clause_code'] },
  goods_insure_notices: { keys: ['tenant_code', 'goods_id', 'notice_code'] },
  goods_special_agreements: { keys: ['tenant_code', 'goods_id', 'agreement_code'] },
} as const satisfies Record<string, TableSpec>;

/** A table the seed writes. */
export type SeedTableName = keyof typeof TABLES;

/** Seed rows gathered per table, written together so the whole seed takes a few statements. */
export class SeedTables {
  private readonly rows = new Map<SeedTableName, SeedRow[]>();

  add(table: SeedTableName, row: SeedRow): void {
    const list = this.rows.get(table) ?? [];
    list.push(row);
    this.rows.set(table, list);
  }

  /** Writes every gathered row, table by table in foreign-key order; idempotent. */
  async write(db: Queryable): Promise<void> {
    for (const [table, spec] of Object.entries(TABLES) as [SeedTableName, TableSpec][]) {
      const rows = this.rows.get(table) ?? [];
      if (spec.unnest) await upsertUnnest(db, table, spec.keys, spec.unnest, rows);
      else await upsertRows(db, table, spec.keys, rows);
    }
  }
}
