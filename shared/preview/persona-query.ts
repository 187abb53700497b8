import type { PreviewPersona } from '../../schema/preview/preview-persona';
import type { RuntimeQuery } from '../query/runtime-query';

/**
 * The address as a buyer like the persona opens it: their sales channel (`channelCode`) and partner
 * user id (`purchaseUserId`) replace the preview address's own, absent ones are dropped. Everything the
 * page reads from the address (the channel's on-sale state, partner-only texts) then follows the persona.
 */
export function personaQuery(query: RuntimeQuery, persona: PreviewPersona): RuntimeQuery {
  const { channelCode: _channel, purchaseUserId: _user, ...params } = query.params;
  return {
    ...query,
    params: {
      ...params,
      ...(persona.channelCode !== undefined ? { channelCode: persona.channelCode } : {}),
      ...(persona.purchaseUserId !== undefined ? { purchaseUserId: persona.purchaseUserId } : {}),
    },
  };
}
