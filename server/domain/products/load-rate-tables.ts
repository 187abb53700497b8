import type { Queryable } from '../../db/database';
import { cachedCatalogue } from '../../catalogue/watch-catalogue';
import type { RateRow, RateTable } from './rate-table';

interface RateTableRow {
  rate_table_code: string;
  basis: RateTable['basis'];
  unit_amount: number | null;
  factor_codes: string[];
  rows: {
    age_min: number;
    age_max: number;
    gender: RateRow['gender'];
    insurance_period: string;
    payment_period: string;
    payment_frequency: RateRow['paymentFrequency'];
    sum_insured: number;
    factor_key: string;
    rate: number;
  }[];
}

/** Tables with their rows in primary-key order, so that lookups are deterministic. */
const RATES_SQL = `
SELECT t.rate_table_code, t.basis, t.unit_amount, t.factor_codes,
       (SELECT coalesce(json_agg(r ORDER BY r.gender, r.insurance_period, r.payment_period, r.payment_frequency,
                                 r.sum_insured, r.factor_key, r.age_min), '[]'::json)
          FROM rate_table_rows r
         WHERE r.tenant_code = t.tenant_code AND r.rate_table_code = t.rate_table_code) AS rows
  FROM rate_tables t
 WHERE t.tenant_code = $1 AND t.rate_table_code = ANY($2::text[])`;

/**
 * The tenant's rate tables named in `codes` with all their rows, keyed by table code; kept in memory
 * until the catalogue changes (see `cachedCatalogue`), so premiums are computed from memory.
 */
export function loadRateTables(db: Queryable, tenant: string, codes: readonly string[]): Promise<ReadonlyMap<string, RateTable>> {
  const wanted = [...new Set(codes)].sort();
  return cachedCatalogue(db, `rates:${tenant}:${wanted.join(',')}`, () => queryRateTables(db, tenant, wanted));
}

async function queryRateTables(db: Queryable, tenant: string, codes: readonly string[]): Promise<Map<string, RateTable>> {
  const tables = new Map<string, RateTable>();
  if (codes.length === 0) return tables;
  const { rows } = await db.query<RateTableRow>(RATES_SQL, [tenant, codes]);
  for (const row of rows) {
    tables.set(row.rate_table_code, {
      code: row.rate_table_code,
      basis: row.basis,
      unitAmount: row.unit_amount,
      factorCodes: row.factor_codes,
      rows: row.rows.map((rate) => ({
        ageMin: rate.age_min,
        ageMax: rate.age_max,
        gender: rate.gender,
        insurancePeriod: rate.insurance_period,
        paymentPeriod: rate.payment_period,
        paymentFrequency: rate.payment_frequency,
        sumInsured: rate.sum_insured,
        factorKey: rate.factor_key,
        rate: rate.rate,
      })),
    });
  }
  return tables;
}
