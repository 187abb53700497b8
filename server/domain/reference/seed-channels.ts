import type { Queryable } from '../../db/database';
import { SEED_PROMOTIONS } from '../../seed/seed-ids';
import { insertJsonRows } from './seed-rows';

interface ChannelSeed {
  readonly tenant: string;
  readonly channelCode: string;
  readonly channelName: string;
  readonly status: 'onSale' | 'offSale';
  readonly affiliationName: string;
  readonly attrs: Readonly<Record<string, string>>;
}

/** Each tenant's selling channel (on sale), and a paused partner channel for the health tenant. */
const CHANNELS: readonly ChannelSeed[] = [
  {
    tenant: 'health',
    channelCode: 'HEALTH-H5',
    channelName: '健康保官方商城',
    status: 'onSale',
    affiliationName: '健康保保险代理有限公司',
    attrs: { servicePhone: '400-820-9595', serviceHours: '工作日 9:00-18:00', showCustomerService: 'Y' },
  },
  {
    tenant: 'health',
    channelCode: 'HEALTH-PARTNER',
    channelName: '合作伙伴渠道',
    status: 'offSale',
    affiliationName: '健康保保险代理有限公司',
    attrs: { servicePhone: '400-820-9595', showCustomerService: 'N' },
  },
  {
    tenant: 'ba',
    channelCode: 'BA-WECHAT',
    channelName: '百安保险微信商城',
    status: 'onSale',
    affiliationName: '百安保险股份有限公司',
    attrs: { servicePhone: '400-880-6688', serviceHours: '每天 8:30-21:00', showCustomerService: 'Y' },
  },
];

/** The channel each tenant's promotions sell through. */
const PROMOTION_CHANNEL_OF_TENANT: Readonly<Record<string, string>> = { health: 'HEALTH-H5', ba: 'BA-WECHAT' };

/** Seeds channels, their attributes and every seeded promotion's channel; operators' changes are kept. */
export async function seedChannels(db: Queryable): Promise<void> {
  await insertJsonRows(
    db,
    `INSERT INTO channels (tenant_code, channel_code, channel_name, status, affiliation_name)
     SELECT tenant, "channelCode", "channelName", status, "affiliationName"
       FROM jsonb_to_recordset($1::jsonb) AS r(tenant text, "channelCode" text, "channelName" text, status text, "affiliationName" text)
     ON CONFLICT (tenant_code, channel_code) DO NOTHING`,
    CHANNELS,
  );
  await insertJsonRows(
    db,
    `INSERT INTO channel_attrs (tenant_code, channel_code, attr_key, attr_value)
     SELECT tenant, "channelCode", key, value FROM jsonb_to_recordset($1::jsonb) AS r(tenant text, "channelCode" text, key text, value text)
     ON CONFLICT (tenant_code, channel_code, attr_key) DO NOTHING`,
    CHANNELS.flatMap((channel) => Object.entries(channel.attrs).map(([key, value]) => ({ tenant: channel.tenant, channelCode: channel.channelCode, key, value }))),
  );
  await insertJsonRows(
    db,
    `INSERT INTO promotion_channels (tenant_code, promotion_id, channel_code)
     SELECT tenant, "promotionId", "channelCode" FROM jsonb_to_recordset($1::jsonb) AS r(tenant text, "promotionId" text, "channelCode" text)
     ON CONFLICT (tenant_code, promotion_id) DO NOTHING`,
    SEED_PROMOTIONS.map((promotion) => ({ tenant: promotion.tenant, promotionId: promotion.promotionId, channelCode: PROMOTION_CHANNEL_OF_TENANT[promotion.tenant] })),
  );
}
