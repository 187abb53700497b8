import type { Module } from '../../../../schema/template/module';
import type { Page } from '../../../../schema/template/page';
import { catalogueModule } from './catalogue-module';

/**
 * The clause agreement every flow ends its information page with. No clause links are fixed here:
 * the runtime lists the chosen plan's clauses, so the links follow the plan.
 */
export function clauseAgreement(id: string): Module {
  return catalogueModule('clauseAgreement', id, '条款确认', {
    prefixText: '我已阅读并同意',
    suffixText: '，已知悉责任免除、等待期等重要内容，并确认投保信息真实有效',
    uncheckedMessage: '请仔细阅读并勾选投保须知',
  });
}

/** The holder's SMS verification before submitting. */
export function smsCode(id: string): Module {
  return catalogueModule('smsValidateCode', id, '短信验证码', {
    phoneField: 'policyHolder.phone',
    businessType: 'normalValidate',
    placeholder: '请输入6位验证码',
    remark: '<p>验证码将发送至投保人手机，5分钟内有效。</p>',
  }, { formKey: 'validateCode' });
}

/** The bottom bar of a page: `next` moves on, `confirm` submits and pays. */
export function toolbar(id: string, action: 'next' | 'confirm', buttonText: string): Module {
  return catalogueModule('toolbar', id, '底部投保栏', { action, buttonText, offSaleText: '暂停投保', showPremium: true, premiumLabel: '保费' });
}

/** The bank-card withholding account the premium is collected from. */
export function paymentAccount(id: string): Module {
  return catalogueModule('paymentInfo', id, '扣款账户', {
    title: '扣款账户',
    paymentMethods: [{ value: 'bankCard', label: '银行卡自动扣款', isDefault: true }],
    accountPlaceholder: '请输入投保人的借记卡卡号',
  });
}

/** The last page of every flow: the insure result (polled while processing) and a way to get help. */
export function resultPage(pageOrder: number, successText: string, hotline: string): Page {
  return {
    id: 'page-result',
    pageOrder,
    pageCode: 'result',
    label: '投保结果',
    moduleList: [
      catalogueModule('insureResult', 'result-status', '投保结果', {
        successText,
        failText: '很抱歉，本次投保未成功，已扣款项将原路退回，请稍后重试或联系客服',
        showOrderInfo: true,
        orderInfoRows: ['orderNo', 'goodsName', 'premium', 'insurancePeriod', 'holderName', 'insuredNames'],
        showPolicyDownload: true,
      }),
      catalogueModule('consultButtons', 'result-consult', '咨询客服', {
        phoneText: '客服电话',
        phoneNumber: hotline,
        onlineText: undefined,
      }),
    ],
  };
}
