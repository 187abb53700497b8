import type { Page } from '../../../../schema/template/page';
import type { TemplateConfig } from '../../../../schema/template/template-config';
import { catalogueModule } from './catalogue-module';
import { confirmClosing } from './sections/confirm-closing';
import { editableConfirm, orderReview } from './sections/editable-confirm';
import { holderSection } from './sections/holder-section';
import { infoClosing } from './sections/info-closing';
import { insuredSection } from './sections/insured-section';
import { oneYearPeriodSection } from './sections/one-year-period-section';
import { planSelector } from './sections/plan-selector';
import { productBanner } from './sections/product-banner';
import { relationOptions } from './sections/relations';
import { seedPage } from './sections/seed-page';
import { seedTemplate } from './sections/seed-template';
import type { SeedTemplateOptions } from './seed-template-options';
import { resultPage, toolbar } from './shared-modules';

const RELATIONS = relationOptions(['SELF', 'SPOUSE', 'PARENT', 'CHILD']);

/** Page 1: the plan's cover (fixed sums, optional parts, the theft rider's typed amount), the start date and the yearly premium. */
function productPage(options: SeedTemplateOptions): Page {
  return seedPage('product', 1, options.goodsName, [
    productBanner('product', options, {
      headline: '房屋 + 室内财产 + 管道爆裂 一站保障',
      subtitle: '火灾、爆炸、台风暴雨、管道爆裂、盗抢损失都能保',
      tags: ['房屋主体最高100万', '室内财产', '水管爆裂', '第三者责任'],
    }),
    planSelector('product', options),
    // The cover with its optional parts: third-party liability and the theft rider, whose amount is typed.
    catalogueModule('planTabs', 'product-plan-tabs', '保障与保额', {
      title: '选择保障',
      allowOptionalLiabilities: true,
      showServices: true,
      additionalMark: '附加',
    }),
    oneYearPeriodSection('product'),
    catalogueModule('premiumDisplay', 'product-premium', '保费', { label: '保费' }),
    catalogueModule('qaList', 'product-qa', '投保问答', {
      title: '投保问答',
      items: [
        { question: '哪些房屋可以投保？', answer: '中国境内（不含港澳台）用于居住的钢筋混凝土或砖混结构房屋，出租房屋及商住两用房屋不在承保范围内。' },
        { question: '租客可以投保吗？', answer: '可以为租住房屋内的自有室内财产投保，房屋主体需由产权人投保。' },
        { question: '需要开具发票吗？', answer: '默认提供个人电子发票；单位报销可选择单位电子发票或增值税专用发票，专票将邮寄至您填写的地址。' },
      ],
    }),
    catalogueModule('claimFlowIntro', 'product-claim-flow', '理赔流程', {
      steps: [
        { title: '报案', description: `出险后48小时内拨打客服电话${options.hotline}报案` },
        { title: '查勘定损', description: '保险公司安排查勘人员上门或远程视频定损' },
        { title: '提交材料', description: '上传损失清单、维修发票、现场照片等理赔材料' },
        { title: '赔付', description: '资料齐全后10个工作日内结案赔付' },
      ],
      hotline: options.hotline,
    }),
    toolbar('product-toolbar', 'next', '立即投保'),
  ]);
}

/** Page 2: holder and the property's address, the insured owner, invoice and its delivery address. */
function infoPage(): Page {
  return seedPage('info', 2, '填写投保信息', [
    holderSection(['name', 'certiType', 'certiNo', 'phone', 'email', 'area', 'address'], {
      attrs: { amlCheck: false },
      rows: { areaLabel: '房屋所在地区', addressLabel: '房屋详细地址' },
    }),
    insuredSection({
      fields: ['holderRelation', 'name', 'certiType', 'certiNo', 'phone'],
      relations: RELATIONS,
      label: '被保险人（房屋产权人）',
      who: '被保险人',
      itemTitle: '被保险人',
    }),
    catalogueModule('invoiceBlock', 'info-invoice', '发票信息', {
      title: '发票信息',
      typeOptions: [
        { value: '01', label: '单位电子发票' },
        { value: '02', label: '增值税专用发票' },
        { value: '03', label: '个人电子发票' },
      ],
      defaultType: '03',
    }),
    catalogueModule('sendAddressBlock', 'info-send-address', '发票邮寄地址', {
      title: '发票邮寄地址',
      invoiceFormKey: 'invoice',
      addressPlaceholder: '请输入收件详细地址',
    }),
    ...infoClosing(),
  ]);
}

/**
 * Page 3: review, then the invoice and its mailing address each in its own block with 修改 (so the
 * review does not list them again), the payment account, then pay.
 */
function confirmPage(): Page {
  return seedPage('confirm', 3, '确认投保信息', [
    orderReview(['plan', 'premium', 'holder', 'insured', 'duty']),
    editableConfirm('invoiceConfirm', 'confirm-invoice', '发票信息'),
    editableConfirm('deliveryConfirm', 'confirm-delivery', '邮寄信息'),
    ...confirmClosing({ amountLabel: '本次应付', showPaymentFrequency: true, showNextPaymentDate: false }),
  ]);
}

/**
 * The seeded home property template (家庭财产险): fixed sums insured per plan, yearly premium, invoice
 * types 01 / 02 / 03 and the invoice delivery address.
 */
export function propertyTemplate(options: SeedTemplateOptions): TemplateConfig {
  return seedTemplate(options, 'propertyInsurance', [
    productPage(options),
    infoPage(),
    confirmPage(),
    resultPage(4, '保单已生效，电子保单及电子发票将发送至投保人邮箱，纸质发票将按填写地址寄出', options.hotline),
  ]);
}
