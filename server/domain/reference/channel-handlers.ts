import type { CallHandlers } from '../../app/call-handler';
import { requireFound } from '../../app/not-found';
import type { Queryable } from '../../db/database';
import { REFERENCE_MESSAGES } from './reference-messages';

/** The channel a promotion sells through. */
async function promotionChannelCode(db: Queryable, tenant: string, promotionId: string): Promise<string> {
  const found = await db.query<{ channel_code: string }>('SELECT channel_code FROM promotion_channels WHERE tenant_code = $1 AND promotion_id = $2', [tenant, promotionId]);
  return requireFound(found.rows[0], REFERENCE_MESSAGES.promotionChannelNotFound).channel_code;
}

/**
 * queryAttrs: a channel's name, status (offSale greys out the buy button as 暂停投保), owning
 * organisation and front-end attributes, by channel code or by the promotion that sells through it
 * (the channel code wins when both are given).
 */
export const channelHandlers = {
  queryAttrs: async ({ body, tenant, app }) => {
    const channelCode = body.channelCode ?? (await promotionChannelCode(app.db, tenant, body.promotionId ?? ''));
    const channels = await app.db.query<{ channel_name: string; status: string; affiliation_name: string | null }>(
      'SELECT channel_name, status, affiliation_name FROM channels WHERE tenant_code = $1 AND channel_code = $2',
      [tenant, channelCode],
    );
    const channel = requireFound(channels.rows[0], REFERENCE_MESSAGES.channelNotFound);
    const attrRows = await app.db.query<{ attr_key: string; attr_value: string }>(
      'SELECT attr_key, attr_value FROM channel_attrs WHERE tenant_code = $1 AND channel_code = $2 ORDER BY attr_key',
      [tenant, channelCode],
    );
    return {
      success: true,
      code: 0,
      result: {
        channelCode,
        channelName: channel.channel_name,
        channelCodeStatus: channel.status,
        ...(channel.affiliation_name ? { affiliationName: channel.affiliation_name } : {}),
        attrs: Object.fromEntries(attrRows.rows.map((row) => [row.attr_key, row.attr_value])),
      },
    };
  },
} satisfies CallHandlers;
