import type { GateProduct } from '../../../schema/api/editor/editor-gate-facts';
import { BLANK_IMAGE_URL } from '../../../schema/catalogue/blank-image';
import { productBanner } from '../../../schema/catalogue/blocks/marketing/product-banner';
import type { InsuranceCategory } from '../../../schema/template/insurance-category';
import type { Module } from '../../../schema/template/module';
import type { TemplateConfig } from '../../../schema/template/template-config';
import type { GateRule } from '../gate-rule';
import { GATE_RULES, type GateRuleId } from '../gate-rules';
import type { GateWorld } from './gate-world';
import { placedBlock } from './placed-block';
import { moduleById, withoutModules } from './run-rule';

/** A world that passes the gate, of any product line: `publishableWorld`, or a server's own (its seeded goods). */
export type PublishableWorlds = (category: InsuranceCategory) => GateWorld;

/** A world broken on purpose. */
export interface BrokenWorld extends GateWorld {
  /** Rules the break cannot help breaking too, reported with its own; none for most rules. */
  readonly alsoBroken?: readonly GateRuleId[];
}

/** Breaks one rule, and only it, on a publishable world of the product line the rule concerns. */
export type RuleBreaker = (start: PublishableWorlds) => BrokenWorld;

/** An asset address no library holds (no image hashes to zeros). */
export const MISSING_ASSET = `/media/${'0'.repeat(64)}.png`;

const health = (start: PublishableWorlds) => start('healthInsurance');
const life = (start: PublishableWorlds) => start('lifeInsurance');
const property = (start: PublishableWorlds) => start('propertyInsurance');

/** The world with its template changed by `edit` (on a copy). */
function edited(world: GateWorld, edit: (template: TemplateConfig) => void): GateWorld {
  const template = structuredClone(world.template);
  edit(template);
  return { ...world, template };
}

/** The world with modules (and their rows) removed from its template. */
function without(world: GateWorld, ...moduleIds: string[]): GateWorld {
  return { ...world, template: withoutModules(world.template, ...moduleIds) };
}

/** The goods the world's template sells. */
function soldGoods(world: GateWorld): GateProduct {
  const goods = world.goods.find((candidate) => candidate.goodsId === world.template.goodsId);
  if (!goods) throw new Error(`the world has no goods ${world.template.goodsId}`);
  return goods;
}

/** Goods of the world of another product line than its template's. */
function goodsOfAnotherLine(world: GateWorld): GateProduct {
  const goods = world.goods.find((candidate) => candidate.insuranceCategory !== world.template.insuranceCategory);
  if (!goods) throw new Error(`the world sells only ${world.template.insuranceCategory}`);
  return goods;
}

/** The template sells other goods (added to the tenant's when new), and so does the promotion serving it. */
function selling(world: GateWorld, goods: GateProduct): GateWorld {
  const known = world.goods.some((candidate) => candidate.goodsId === goods.goodsId);
  return {
    ...edited(world, (template) => {
      template.goodsId = goods.goodsId;
    }),
    goods: known ? world.goods : [...world.goods, goods],
    promotions: world.promotions.map((promotion) => ({ ...promotion, goodsId: goods.goodsId })),
  };
}

/** The world with a module added first or last on a page of its template. */
function withModuleOn(world: GateWorld, pageIndex: number, place: 'first' | 'last', module: Module): GateWorld {
  return edited(world, (template) => {
    const page = template.pageList[pageIndex];
    if (!page) throw new Error(`no page ${pageIndex}`);
    if (place === 'first') page.moduleList.unshift(module);
    else page.moduleList.push(module);
  });
}

/**
 * For every rule of the catalogue, how to break it and only it (the typecheck fails while a rule has
 * none). A breaker starts from a publishable world of the product line the rule concerns and returns
 * the broken template with the data it is judged on: goods the tenant lacks or that are of another
 * line, goods without plans (new goods rows), promotions of other goods, images the library lacks.
 * The editor's and the server's per-rule tests run each, on stand-in goods and on seeded goods.
 */
export const RULE_BREAKERS: Readonly<Record<GateRuleId, RuleBreaker>> = {
  'product.linked': (start) =>
    edited(health(start), (template) => {
      delete template.goodsId;
    }),
  'product.exists': (start) => {
    const world = health(start);
    const broken = edited(world, (template) => {
      template.goodsId = `${soldGoods(world).goodsId}-GONE`;
    });
    // The promotion still sells the old goods: a server's promotion can only sell goods it has.
    return { ...broken, alsoBroken: ['promotion.goods-match'] };
  },
  'product.category': (start) => {
    const world = health(start);
    return selling(world, goodsOfAnotherLine(world));
  },
  'product.plans': (start) => {
    const world = health(start);
    const sold = soldGoods(world);
    return selling(world, { ...sold, goodsId: `${sold.goodsId}-NO-PLANS`, goodsName: '停售商品', planIds: [], hasBenefitTable: false });
  },
  'plan.exists': (start) =>
    edited(health(start), (template) => {
      moduleById(template, 'plans').attrs.planIds = ['PLAN-NOT-SOLD'];
    }),
  'module.policy-holder.required': (start) => without(health(start), 'holder'),
  'module.insured.required': (start) => without(health(start), 'insured'),
  'module.health-notice.required': (start) => without(health(start), 'notices'),
  'module.clause-agreement.required': (start) => without(health(start), 'clauses'),
  'module.sms-verify.required': (start) => without(health(start), 'sms'),
  'module.premium-display.required': (start) => without(health(start), 'premium'),
  // The whole result page goes: a page left without its one module would break page.empty too.
  'module.result.required': (start) =>
    edited(health(start), (template) => {
      template.pageList = template.pageList.filter((page) => !page.moduleList.some((module) => module.id === 'result'));
    }),
  'module.beneficiaries.required': (start) => without(life(start), 'beneficiaries'),
  'module.benefit-display.required': (start) => {
    const world = life(start);
    if (!soldGoods(world).hasBenefitTable) throw new Error('the life goods of the world have no benefit table');
    return without(world, 'benefits');
  },
  'module.invoice.required': (start) => without(property(start), 'invoice'),
  'module.submit-bar.required': (start) =>
    edited(health(start), (template) => {
      moduleById(template, 'confirm-bar').attrs.action = 'next';
    }),
  'field.property-address.required': (start) => without(property(start), 'holder-address'),
  'module.sms-verify.before-payment': (start) => withModuleOn(health(start), 0, 'first', placedBlock('paymentInfo', 'payment')),
  'form.policy-holder.empty': (start) =>
    edited(health(start), (template) => {
      moduleById(template, 'holder').children = [];
    }),
  'form.insured.empty': (start) =>
    edited(health(start), (template) => {
      moduleById(template, 'insured').children = [];
    }),
  'form.policy-holder.key-fields': (start) => without(health(start), 'holder-phone'),
  'form.insured.key-fields': (start) => without(health(start), 'insured-certiNo'),
  'page.empty': (start) =>
    edited(health(start), (template) => {
      template.pageList.push({ id: 'p-blank', pageOrder: template.pageList.length + 1, pageCode: 'blank', label: '空白页', moduleList: [] });
    }),
  'page-action.jump-target.exists': (start) =>
    withModuleOn(health(start), 2, 'last', placedBlock('bottomButtons', 'jump', { buttons: [{ text: '修改信息', action: 'jumpToPage', pageCode: 'nowhere' }] })),
  'content.placeholder': (start) =>
    edited(health(start), (template) => {
      moduleById(template, 'banner').attrs.title = productBanner.defaultAttrs.title;
    }),
  'image.placeholder': (start) =>
    edited(health(start), (template) => {
      moduleById(template, 'banner').attrs.image = BLANK_IMAGE_URL;
    }),
  'image.loads': (start) => {
    const world = health(start);
    if (world.assets.includes(MISSING_ASSET)) throw new Error('the library holds the missing asset');
    return edited(world, (template) => {
      moduleById(template, 'banner').attrs.image = MISSING_ASSET;
    });
  },
  'theme.contrast': (start) =>
    edited(health(start), (template) => {
      template.themeColor = '#ff6a00';
    }),
  'promotion.linked': (start) => ({ ...health(start), promotions: [] }),
  'promotion.goods-match': (start) => {
    const world = health(start);
    const [served] = world.promotions;
    if (!served) throw new Error('no promotion serves the world');
    return { ...world, promotions: [served, { promotionId: `${served.promotionId}-other`, goodsId: goodsOfAnotherLine(world).goodsId }] };
  },
};

/** A rule of the catalogue with its breaker. */
export interface RuleToBreak {
  readonly rule: GateRule;
  readonly id: GateRuleId;
  readonly breaker: RuleBreaker;
}

/** Every rule of the catalogue, in catalogue order, with its breaker: what the per-rule tests loop over. */
export const RULES_TO_BREAK: readonly RuleToBreak[] = GATE_RULES.map((rule) => {
  // GATE_RULES is the catalogue GateRuleId is read from: every id of it is one.
  const id = rule.id as GateRuleId;
  return { rule, id, breaker: RULE_BREAKERS[id] };
});
