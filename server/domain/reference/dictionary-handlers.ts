import type { CallHandlers } from '../../app/call-handler';
import { notFound } from '../../app/not-found';
import type { Queryable } from '../../db/database';
import type { DictionaryItem } from '../../../schema/entities/dictionary-item';
import { flatOccupations, flatRegions } from './flat-dictionaries';
import { readAllowedOccupationCategories } from './goods-occupation-categories';
import { loadOccupations } from './occupation-store';
import { occupationTree } from './occupation-tree';
import { REFERENCE_MESSAGES } from './reference-messages';
import { loadRegions, loadSaleRegionCodes } from './region-store';
import { regionTree } from './region-tree';

/** Flat dictionaries kept in `dictionary_items`, and banks in their own table. */
async function storedDictionary(db: Queryable, dictType: string): Promise<DictionaryItem[]> {
  if (dictType === 'bank') {
    const banks = await db.query<{ code: string; name: string }>('SELECT code, name FROM banks ORDER BY sort_order');
    return banks.rows.map((bank) => ({ value: bank.code, label: bank.name }));
  }
  const items = await db.query<{ value: string; label: string; is_default: boolean; remark: string | null }>(
    'SELECT value, label, is_default, remark FROM dictionary_items WHERE dict_type = $1 ORDER BY sort_order',
    [dictType],
  );
  if (items.rowCount === 0) throw notFound(REFERENCE_MESSAGES.unknownDictType(dictType));
  return items.rows.map((item) => ({
    value: item.value,
    label: item.label,
    ...(item.is_default ? { isDefault: true } : {}),
    ...(item.remark ? { remark: item.remark } : {}),
  }));
}

/** Holder type of an option lookup: '1' person (also when absent), anything else company (spec 3). */
function optionHolderType(holderType: string | undefined): '1' | '2' {
  return holderType === undefined || holderType.trim() === '' || holderType.trim() === '1' ? '1' : '2';
}

/** queryDictList, queryOccupationTree, queryRegionTree and queryOptions. */
export const dictionaryHandlers = {
  queryDictList: async ({ body, tenant, app }) => {
    switch (body.dictType) {
      case 'occupation': {
        const allowed = body.goodsId ? await readAllowedOccupationCategories(app.db, tenant, body.goodsId) : undefined;
        return { success: true, code: 0, result: flatOccupations(await loadOccupations(app.db), allowed) };
      }
      case 'district':
        return { success: true, code: 0, result: flatRegions(await loadRegions(app.db)) };
      default:
        return { success: true, code: 0, result: await storedDictionary(app.db, body.dictType) };
    }
  },

  queryOccupationTree: async ({ body, tenant, app }) => {
    const allowed = await readAllowedOccupationCategories(app.db, tenant, body.goodsId);
    return { success: true, code: 0, result: occupationTree(await loadOccupations(app.db), allowed) };
  },

  queryRegionTree: async ({ body, tenant, app }) => {
    const saleRegions = body.goodsId ? await loadSaleRegionCodes(app.db, tenant, body.goodsId) : new Set<string>();
    return { success: true, code: 0, result: regionTree(await loadRegions(app.db), saleRegions) };
  },

  queryOptions: async ({ body, app }) => {
    const options = await app.db.query<{ value: string; label: string; is_default: boolean }>(
      `SELECT value, label, is_default FROM select_options
        WHERE option_type = $1 AND option_code = $2 AND holder_type IN ($3, '*')
        ORDER BY sort_order`,
      [body.type, body.code, optionHolderType(body.holderType)],
    );
    const result = options.rows.map((option) => ({ value: option.value, label: option.label, ...(option.is_default ? { isDefault: true } : {}) }));
    return { success: true, code: 0, result };
  },
} satisfies CallHandlers;
