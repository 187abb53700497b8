/** What a seeded template is built for: the promotion's goods and plans and the tenant's branding. */
export interface SeedTemplateOptions {
  readonly goodsId: string;
  readonly goodsName: string;
  /** The plans the promotion offers, in display order. */
  readonly planIds: readonly string[];
  readonly themeColor: string;
  /** The insurer named in texts (clauses, service lines). */
  readonly companyName: string;
  /** Customer-service and claims hotline. */
  readonly hotline: string;
}
