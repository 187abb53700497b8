/**
 * The blocks the seeded promotions' opening pages use (page 1 of every seeded template, both tenants),
 * as paths of their components. The build groups these with the template page, in the chunks the
 * buyer's HTML preloads; every other block loads when a page first uses it. A test keeps the list in
 * step with the seeded templates.
 */
export const FIRST_PAGE_BLOCK_MODULES: readonly string[] = [
  'runtime/blocks/benefit/benefit-age-slider.tsx',
  'runtime/blocks/benefit/benefit-chart.tsx',
  'runtime/blocks/benefit/benefit-table.tsx',
  'runtime/blocks/benefit/insured-person-tabs.tsx',
  'runtime/blocks/form/date-picker-item.tsx',
  'runtime/blocks/form/period-radio-group.tsx',
  'runtime/blocks/form/radio-select-item.tsx',
  'runtime/blocks/form/start-date-picker.tsx',
  'runtime/blocks/health/health-notice-text.tsx',
  'runtime/blocks/layout/anchor-tabs.tsx',
  'runtime/blocks/layout/remark-popup.tsx',
  'runtime/blocks/layout/toolbar.tsx',
  'runtime/blocks/marketing/claim-flow-intro.tsx',
  'runtime/blocks/marketing/faq-accordion.tsx',
  'runtime/blocks/marketing/product-banner.tsx',
  'runtime/blocks/marketing/qa-list.tsx',
  'runtime/blocks/module/insured-element-module.tsx',
  'runtime/blocks/module/trail-common-module.tsx',
  'runtime/blocks/premium/payment-plan.tsx',
  'runtime/blocks/premium/premium-display.tsx',
  'runtime/blocks/product/guarantee-duty-table.tsx',
  'runtime/blocks/product/plan-selector.tsx',
  'runtime/blocks/product/plan-tabs.tsx',
];
