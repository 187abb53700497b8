import type { CallHandlers } from '../../app/call-handler';
import { requireFound } from '../../app/not-found';
import { CARD_TYPES } from './data/bank-card-bins';
import { REFERENCE_MESSAGES } from './reference-messages';

/** queryBankBinInfo: the issuing bank of a card number or BIN, by the longest matching prefix. */
export const bankBinHandlers = {
  queryBankBinInfo: async ({ query, app }) => {
    const found = await app.db.query<{ bank_code: string; bank_name: string; card_type: keyof typeof CARD_TYPES }>(
      `SELECT b.bank_code, k.name AS bank_name, b.card_type
         FROM bank_card_bins b JOIN banks k ON k.code = b.bank_code
        WHERE left($1, length(b.bin)) = b.bin
        ORDER BY length(b.bin) DESC
        LIMIT 1`,
      [query.binNo],
    );
    const bin = requireFound(found.rows[0], REFERENCE_MESSAGES.bankCardNotRecognised);
    return { success: true, code: 0, result: { bankCode: bin.bank_code, bankName: bin.bank_name, cardType: CARD_TYPES[bin.card_type] } };
  },
} satisfies CallHandlers;
