import type { Module } from '../../../../../schema/template/module';
import { bannerImage } from '../banner-image';
import { catalogueModule } from '../catalogue-module';
import type { SeedTemplateOptions } from '../seed-template-options';

/** What a product's banner says beyond the goods name. */
export interface ProductBannerText {
  /** The selling line drawn into the banner image. */
  readonly headline: string;
  readonly subtitle: string;
  readonly tags: string[];
}

/** The product banner at the top of the first page, `<pageCode>-banner`, drawn in the theme colour. */
export function productBanner(pageCode: string, options: SeedTemplateOptions, text: ProductBannerText): Module {
  return catalogueModule('productBanner', `${pageCode}-banner`, '产品头图', {
    image: bannerImage(options.goodsName, text.headline, options.themeColor),
    title: options.goodsName,
    subtitle: text.subtitle,
    tags: text.tags,
  });
}
