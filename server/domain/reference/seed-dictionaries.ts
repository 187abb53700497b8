import type { Queryable } from '../../db/database';
import { BANK_CARD_BINS } from './data/bank-card-bins';
import { BANKS } from './data/banks';
import { CERTIFICATE_TYPES } from './data/certificate-types';
import { COUNTRIES } from './data/countries';
import { OCCUPATION_ROWS } from './data/occupations';
import { REGION_ROWS } from './data/regions';
import { SELECT_OPTION_LISTS } from './data/select-options';
import { insertJsonRows } from './seed-rows';

/**
 * Seeds the dictionaries every tenant shares. Rows are upserted, so a corrected name or category in
 * the data files reaches existing databases at the next start.
 */
export async function seedDictionaries(db: Queryable): Promise<void> {
  await insertJsonRows(
    db,
    `INSERT INTO occupations (code, parent_code, level, name, category, sort_order)
     SELECT code, "parentCode", level, name, category, "sortOrder"
       FROM jsonb_to_recordset($1::jsonb) AS r(code text, "parentCode" text, level smallint, name text, category smallint, "sortOrder" integer)
     ORDER BY level
     ON CONFLICT (code) DO UPDATE SET parent_code = EXCLUDED.parent_code, level = EXCLUDED.level, name = EXCLUDED.name,
       category = EXCLUDED.category, sort_order = EXCLUDED.sort_order`,
    OCCUPATION_ROWS.map((row, index) => ({ ...row, sortOrder: index })),
  );
  await insertJsonRows(
    db,
    `INSERT INTO regions (code, parent_code, level, name, sort_order)
     SELECT code, "parentCode", level, name, "sortOrder"
       FROM jsonb_to_recordset($1::jsonb) AS r(code text, "parentCode" text, level smallint, name text, "sortOrder" integer)
     ORDER BY level
     ON CONFLICT (code) DO UPDATE SET parent_code = EXCLUDED.parent_code, level = EXCLUDED.level, name = EXCLUDED.name,
       sort_order = EXCLUDED.sort_order`,
    REGION_ROWS.map((row, index) => ({ ...row, sortOrder: index })),
  );
  const flatItems = [
    ...COUNTRIES.map(([value, label], index) => ({ dictType: 'country', value, label, isDefault: value === 'CHN', remark: null, sortOrder: index })),
    ...CERTIFICATE_TYPES.map((type, index) => ({ dictType: 'certiType', ...type, isDefault: type.value === 'I', sortOrder: index })),
  ];
  await insertJsonRows(
    db,
    `INSERT INTO dictionary_items (dict_type, value, label, is_default, remark, sort_order)
     SELECT "dictType", value, label, "isDefault", remark, "sortOrder"
       FROM jsonb_to_recordset($1::jsonb) AS r("dictType" text, value text, label text, "isDefault" boolean, remark text, "sortOrder" integer)
     ON CONFLICT (dict_type, value) DO UPDATE SET label = EXCLUDED.label, is_default = EXCLUDED.is_default, remark = EXCLUDED.remark,
       sort_order = EXCLUDED.sort_order`,
    flatItems,
  );
  await insertJsonRows(
    db,
    `INSERT INTO banks (code, name, sort_order)
     SELECT code, name, "sortOrder" FROM jsonb_to_recordset($1::jsonb) AS r(code text, name text, "sortOrder" integer)
     ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, sort_order = EXCLUDED.sort_order`,
    BANKS.map(([code, name], index) => ({ code, name, sortOrder: index })),
  );
  await insertJsonRows(
    db,
    `INSERT INTO bank_card_bins (bin, bank_code, card_type, card_name)
     SELECT bin, "bankCode", "cardType", "cardName" FROM jsonb_to_recordset($1::jsonb) AS r(bin text, "bankCode" text, "cardType" text, "cardName" text)
     ON CONFLICT (bin) DO UPDATE SET bank_code = EXCLUDED.bank_code, card_type = EXCLUDED.card_type, card_name = EXCLUDED.card_name`,
    BANK_CARD_BINS.map(([bin, bankCode, cardType, cardName]) => ({ bin, bankCode, cardType, cardName })),
  );
  await insertJsonRows(
    db,
    `INSERT INTO select_options (option_type, option_code, holder_type, value, label, is_default, sort_order)
     SELECT "type", code, "holderType", value, label, "isDefault", "sortOrder"
       FROM jsonb_to_recordset($1::jsonb) AS r("type" text, code text, "holderType" text, value text, label text, "isDefault" boolean, "sortOrder" integer)
     ON CONFLICT (option_type, option_code, holder_type, value) DO UPDATE SET label = EXCLUDED.label, is_default = EXCLUDED.is_default,
       sort_order = EXCLUDED.sort_order`,
    SELECT_OPTION_LISTS.flatMap((list) =>
      list.options.map(([value, label, isDefault], index) => ({ type: list.type, code: list.code, holderType: list.holderType, value, label, isDefault: isDefault === true, sortOrder: index })),
    ),
  );
}
