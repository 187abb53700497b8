import { describe, it, expect } from 'vitest';
import Ajv from 'ajv';
import type { TSchema } from '@sinclair/typebox';
import type { BlockDefinition } from '../../define-block';
import { layoutBlocks } from './index';
import { productBlocks } from '../product';
import { premiumBlocks } from '../premium';
import { healthBlocks } from '../health';
import { expectPaletteStart } from '../../testing/expect-palette-start';

const ajv = new Ajv({ allErrors: true, strict: false });

const groups = { layout: layoutBlocks, product: productBlocks, premium: premiumBlocks, health: healthBlocks };
const blocks: readonly BlockDefinition[] = Object.values(groups).flatMap(
  (list) => list as readonly unknown[] as readonly BlockDefinition[],
);

function find(component: string): BlockDefinition {
  const block = blocks.find((candidate) => candidate.component === component);
  if (!block) throw new Error(`no block ${component}`);
  return block;
}

function accepts(component: string, attrs: unknown): boolean {
  return ajv.validate(find(component).attrs, attrs);
}

/** Attrs of a block's defaults with some keys replaced, as an operator's edit would. */
function withAttrs(component: string, patch: Record<string, unknown>): Record<string, unknown> {
  return { ...(find(component).defaultAttrs as Record<string, unknown>), ...patch };
}

/** Every property path under a schema whose property lacks a title, so the property panel would show a bare key. */
function untitledProperties(schema: TSchema, path: string): string[] {
  const missing: string[] = [];
  const properties = (schema as { properties?: Record<string, TSchema> }).properties ?? {};
  for (const [key, child] of Object.entries(properties)) {
    if (typeof child.title !== 'string' || child.title === '') missing.push(`${path}.${key}`);
    missing.push(...untitledProperties(child, `${path}.${key}`));
  }
  const items = (schema as { items?: TSchema }).items;
  if (items && !Array.isArray(items)) missing.push(...untitledProperties(items, `${path}[]`));
  return missing;
}

describe('layout, product, premium and health blocks', () => {
  it('lists the palette in the agreed order, blocks added since after it', () => {
    expectPaletteStart(layoutBlocks, [
      'stepsList',
      'anchorTabs',
      'imageList',
      'repeatableBlock',
      'popup',
      'modal',
      'remarkPopup',
      'bottomButtons',
      'toolbar',
      'fullScreenTip',
      'channelBlock',
    ]);
    expectPaletteStart(productBlocks, [
      'planSelector',
      'planTabs',
      'guaranteeDutyTable',
      'clauseList',
      'clauseAgreement',
      'noticeTabViewer',
      'supervisionPopup',
    ]);
    expectPaletteStart(premiumBlocks, [
      'premiumDisplay',
      'premiumSummary',
      'paymentPlan',
      'openRenewalSwitch',
    ]);
    expectPaletteStart(healthBlocks, [
      'healthNoticeText',
      'commonHealthNotice',
      'yesNoNotice',
      'smartQuestionnairePreview',
      'agentDeclaration',
    ]);
  });

  for (const [category, list] of Object.entries(groups)) {
    for (const block of list as readonly unknown[] as readonly BlockDefinition[]) {
      describe(block.component, () => {
        it('starts from default attrs its own schema accepts', () => {
          const valid = ajv.validate(block.attrs, block.defaultAttrs);
          expect(ajv.errors ?? []).toEqual([]);
          expect(valid).toBe(true);
        });

        it(`sits in the ${category} palette with a Chinese title and description`, () => {
          expect(block.category).toBe(category);
          expect(block.title).toMatch(/[\u4e00-\u9fa5]/);
          expect(block.description).toMatch(/[\u4e00-\u9fa5]/);
          expect(block.icon).toMatch(/^[A-Z][A-Za-z]+Outlined$/);
        });

        it('gives every attr a title for the property panel', () => {
          expect(untitledProperties(block.attrs, 'attrs')).toEqual([]);
        });
      });
    }
  }

  it('uses each component name once', () => {
    const names = blocks.map((block) => block.component);
    expect(new Set(names).size).toBe(names.length);
  });

  it('lets only containers hold children', () => {
    const containers = blocks.filter((block) => block.children !== 'none').map((block) => block.component);
    expect(containers.sort()).toEqual(['anchorTabs', 'channelBlock', 'modal', 'popup', 'repeatableBlock']);
  });

  it('rejects a maximum count written as text', () => {
    expect(accepts('repeatableBlock', withAttrs('repeatableBlock', { maxCount: '5' }))).toBe(false);
    expect(accepts('repeatableBlock', withAttrs('repeatableBlock', { maxCount: 0 }))).toBe(false);
  });

  it('requires a positive whole maxLength on the health notice text', () => {
    const { maxLength: _omitted, ...withoutMaxLength } = withAttrs('healthNoticeText', {});
    expect(accepts('healthNoticeText', withoutMaxLength)).toBe(false);
    expect(accepts('healthNoticeText', withAttrs('healthNoticeText', { maxLength: 0 }))).toBe(false);
    expect(accepts('healthNoticeText', withAttrs('healthNoticeText', { maxLength: 2.5 }))).toBe(false);
    expect(accepts('healthNoticeText', withAttrs('healthNoticeText', { maxLength: 1 }))).toBe(true);
  });

  it('accepts only the five yes/no button conditions and known outcomes', () => {
    const button = { text: '确认', condition: 5, outcome: 'continue' };
    expect(accepts('yesNoNotice', withAttrs('yesNoNotice', { buttons: [button] }))).toBe(true);
    expect(accepts('yesNoNotice', withAttrs('yesNoNotice', { buttons: [{ ...button, condition: 6 }] }))).toBe(false);
    expect(accepts('yesNoNotice', withAttrs('yesNoNotice', { buttons: [{ ...button, outcome: 'pay' }] }))).toBe(false);
    expect(accepts('yesNoNotice', withAttrs('yesNoNotice', { buttons: [] }))).toBe(false);
  });

  it('accepts notice params of type 1 to 3 only', () => {
    const param = { paramName: 'age', paramType: 1, paramValue: '18' };
    expect(accepts('commonHealthNotice', withAttrs('commonHealthNotice', { paramList: [param] }))).toBe(true);
    expect(
      accepts('commonHealthNotice', withAttrs('commonHealthNotice', { paramList: [{ ...param, paramType: 4 }] })),
    ).toBe(false);
  });

  it('limits bottom buttons to the five page actions', () => {
    for (const action of ['next', 'confirm', 'jumpToPage', 'jumpToUrl', 'submit']) {
      expect(accepts('bottomButtons', { buttons: [{ text: '按钮', action }] })).toBe(true);
    }
    expect(accepts('bottomButtons', { buttons: [{ text: '按钮', action: 'pay' }] })).toBe(false);
  });

  it('takes a modal width in percent or pixels', () => {
    expect(accepts('modal', withAttrs('modal', { width: '320px' }))).toBe(true);
    expect(accepts('modal', withAttrs('modal', { width: 'wide' }))).toBe(false);
    expect(accepts('modal', withAttrs('modal', { width: 87 }))).toBe(false);
  });

  it('shows a channel block only for the browser or WeChat', () => {
    expect(accepts('channelBlock', { channel: 'browser' })).toBe(true);
    expect(accepts('channelBlock', { channel: 'app' })).toBe(false);
  });

  it('refuses image addresses that are not links or data images', () => {
    expect(accepts('imageList', { images: [{ url: 'https://example.com/a.png' }] })).toBe(true);
    expect(accepts('imageList', { images: [{ url: 'javascript:alert(1)' }] })).toBe(false);
  });

  it('keeps the plan scroll threshold a whole number of at least 1', () => {
    expect(accepts('planSelector', withAttrs('planSelector', { scrollThreshold: '3' }))).toBe(false);
    expect(accepts('planSelector', withAttrs('planSelector', { scrollThreshold: 0 }))).toBe(false);
  });

  it('starts with the spec defaults for anchor tabs, modal, plan selector and supervision popup', () => {
    expect(find('anchorTabs').defaultAttrs).toMatchObject({ offsetPx: 42, lockAfterClickSeconds: 2 });
    expect(find('modal').defaultAttrs).toMatchObject({ cancelText: '取消', confirmText: '确定', width: '87%' });
    expect(find('planSelector').defaultAttrs).toMatchObject({ scrollThreshold: 3 });
    expect(find('supervisionPopup').defaultAttrs).toMatchObject({ bubbleTipDelaySeconds: 5 });
    expect(find('repeatableBlock').defaultAttrs).toMatchObject({ confirmDelete: true });
    expect(find('toolbar').defaultAttrs).toMatchObject({ offSaleText: '暂停投保' });
  });
});
