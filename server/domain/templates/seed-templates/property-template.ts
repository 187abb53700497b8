import type { Page } from '../../../../schema/template/page';
import { CURRENT_SCHEMA_VERSION } from '../../../../schema/template/schema-version';
import type { TemplateConfig } from '../../../../schema/template/template-config';
import { bannerImage } from './banner-image';
import { catalogueModule, formRow } from './catalogue-module';
import { personRows } from './person-rows';
import type { SeedTemplateOptions } from './seed-template-options';
import { clauseAgreement, paymentAccount, resultPage, smsCode, toolbar } from './shared-modules';

const RELATIONS = [
  { value: 'SELF', label: '本人', isDefault: true },
  { value: 'SPOUSE', label: '配偶' },
  { value: 'PARENT', label: '父母' },
  { value: 'CHILD', label: '子女' },
];

/** Page 1: the plans with their fixed sums insured, the start date and the yearly premium. */
function productPage(options: SeedTemplateOptions): Page {
  return {
    id: 'page-product',
    pageOrder: 1,
    pageCode: 'product',
    label: options.goodsName,
    moduleList: [
      catalogueModule('productBanner', 'product-banner', '产品头图', {
        image: bannerImage(options.goodsName, '房屋 + 室内财产 + 管道爆裂 一站保障', options.themeColor),
        title: options.goodsName,
        subtitle: '火灾、爆炸、台风暴雨、管道爆裂、盗抢损失都能保',
        tags: ['房屋主体最高100万', '室内财产', '水管爆裂', '第三者责任'],
      }),
      catalogueModule('planSelector', 'product-plans', '选择方案', { planIds: [...options.planIds] }),
      catalogueModule('guaranteeDutyTable', 'product-duty-table', '保障责任', { sumInsuredColumnTitle: '保险金额' }),
      catalogueModule('trailCommonModule', 'product-common-factors', '保障期间', {}, {
        children: [
          formRow('periodRadioGroup', 'product-insurance-period', '保障期间', 'insurancePeriod', {
            periodType: 'insurancePeriod',
            options: [{ value: '1-Y', label: '1年', isDefault: true }],
          }),
          formRow('startDatePicker', 'product-start-date', '起保日期', 'insuranceStartDate', { startDateOption: 1, maxDaysAhead: 30 }),
        ],
      }),
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
    ],
  };
}

/** Page 2: holder and the property's address, the insured owner, invoice and its delivery address. */
function infoPage(): Page {
  return {
    id: 'page-info',
    pageOrder: 2,
    pageCode: 'info',
    label: '填写投保信息',
    moduleList: [
      catalogueModule('policyHolderModule', 'info-holder', '投保人信息', { amlCheck: false }, {
        children: personRows(['name', 'certiType', 'certiNo', 'phone', 'email', 'area', 'address'], {
          idPrefix: 'info-holder',
          who: '投保人',
          areaLabel: '房屋所在地区',
          addressLabel: '房屋详细地址',
        }),
      }),
      catalogueModule(
        'insuredModule',
        'info-insured',
        '被保险人（房屋产权人）',
        { maxCount: 1, minCount: 1, holderRelationOptions: RELATIONS, itemTitle: '被保险人' },
        {
          children: personRows(['holderRelation', 'name', 'certiType', 'certiNo', 'phone'], {
            idPrefix: 'info-insured',
            who: '被保险人',
            relations: RELATIONS,
          }),
        },
      ),
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
      clauseAgreement('info-clause-agreement'),
      smsCode('info-sms-code'),
      toolbar('info-toolbar', 'next', '下一步'),
    ],
  };
}

/** Page 3: review including invoice and delivery, the payment account, then pay. */
function confirmPage(): Page {
  return {
    id: 'page-confirm',
    pageOrder: 3,
    pageCode: 'confirm',
    label: '确认投保信息',
    moduleList: [
      catalogueModule('orderConfirm', 'confirm-order', '投保信息确认', {
        sections: ['plan', 'premium', 'holder', 'insured', 'duty', 'invoice', 'delivery'],
        editPageCode: 'info',
        editText: '修改',
      }),
      catalogueModule('invoiceConfirm', 'confirm-invoice', '发票信息', { editPageCode: 'info', editText: '修改' }),
      catalogueModule('deliveryConfirm', 'confirm-delivery', '邮寄信息', { editPageCode: 'info', editText: '修改' }),
      paymentAccount('confirm-payment'),
      catalogueModule('paymentSummary', 'confirm-payment-summary', '支付信息', {
        amountLabel: '本次应付',
        showPaymentFrequency: true,
        showNextPaymentDate: false,
      }),
      toolbar('confirm-toolbar', 'confirm', '确认并支付'),
    ],
  };
}

/**
 * The seeded home property template (家庭财产险): fixed sums insured per plan, yearly premium, invoice
 * types 01 / 02 / 03 and the invoice delivery address.
 */
export function propertyTemplate(options: SeedTemplateOptions): TemplateConfig {
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    themeColor: options.themeColor,
    insuranceCategory: 'propertyInsurance',
    goodsId: options.goodsId,
    goodsName: options.goodsName,
    fields: { holderType: '1' },
    pageList: [
      productPage(options),
      infoPage(),
      confirmPage(),
      resultPage(4, '保单已生效，电子保单及电子发票将发送至投保人邮箱，纸质发票将按填写地址寄出', options.hotline),
    ],
  };
}
