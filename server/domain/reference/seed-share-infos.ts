import type { Queryable } from '../../db/database';
import { SEED_PROMOTIONS, SEED_TENANTS } from '../../seed/seed-ids';
import { verticalGradientPng, type Rgb } from './gradient-png';
import { imagePath } from './image-store';
import { insertJsonRows } from './seed-rows';

type GoodsKind = (typeof SEED_PROMOTIONS)[number]['goods'];

/** What a shared link of each product shows, and the colours of its thumbnail. */
const SHARE_CONTENT: Readonly<Record<GoodsKind, { title: string; desc: string; top: Rgb; bottom: Rgb }>> = {
  health: {
    title: '安心百万医疗险：大病住院，放心就医',
    desc: '一般医疗与恶性肿瘤医疗费用报销，恶性肿瘤 0 免赔，可按月交费，在线投保次日生效。',
    top: [18, 183, 106],
    bottom: [5, 96, 58],
  },
  life: {
    title: '守护定期寿险：为家人撑起一份保障',
    desc: '身故、全残均可赔，保费低、保额高，可指定受益人，守护家庭经济支柱。',
    top: [47, 107, 255],
    bottom: [21, 48, 140],
  },
  property: {
    title: '安居家庭财产险：守护您的温馨小家',
    desc: '火灾、管道破裂水渍、盗抢损失一单保障，房屋、装修、室内财产都能保。',
    top: [247, 144, 9],
    bottom: [181, 71, 8],
  },
};

/** The thumbnail's id: one per product kind per tenant, stored like an upload. */
const shareImageId = (goods: GoodsKind) => `share-${goods}`;

const SHARE_IMAGE_SIZE = 300;

/**
 * Seeds the share content of every seeded promotion and its thumbnail (a gradient PNG made here).
 * The link is left empty: the page's own address, without personal parameters, is shared.
 */
export async function seedShareInfos(db: Queryable): Promise<void> {
  const thumbnails = (Object.keys(SHARE_CONTENT) as GoodsKind[]).map((goods) => {
    const { top, bottom } = SHARE_CONTENT[goods];
    return { goods, png: verticalGradientPng(SHARE_IMAGE_SIZE, SHARE_IMAGE_SIZE, top, bottom) };
  });
  for (const tenant of SEED_TENANTS) {
    for (const { goods, png } of thumbnails) {
      await db.query(
        `INSERT INTO uploaded_images (tenant_code, id, mime_type, byte_size, file_name, content, created_at)
         VALUES ($1, $2, 'image/png', $3, $4, $5, now())
         ON CONFLICT (tenant_code, id) DO NOTHING`,
        [tenant.code, shareImageId(goods), png.length, `${shareImageId(goods)}.png`, png],
      );
    }
  }
  await insertJsonRows(
    db,
    `INSERT INTO share_infos (tenant_code, promotion_id, title, description, link, image_url)
     SELECT tenant, "promotionId", title, description, NULL, "imageUrl"
       FROM jsonb_to_recordset($1::jsonb) AS r(tenant text, "promotionId" text, title text, description text, "imageUrl" text)
     ON CONFLICT (tenant_code, promotion_id) DO NOTHING`,
    SEED_PROMOTIONS.map((promotion) => {
      const content = SHARE_CONTENT[promotion.goods];
      const title = promotion.tenant === 'ba' ? `百安保险｜${content.title}` : content.title;
      return { tenant: promotion.tenant, promotionId: promotion.promotionId, title, description: content.desc, imageUrl: imagePath(promotion.tenant, shareImageId(promotion.goods)) };
    }),
  );
}
