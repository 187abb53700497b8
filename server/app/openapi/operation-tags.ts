/**
 * The groups of the OpenAPI document, each with what its operations are for. Every operation names
 * exactly one of them.
 */
export const OPERATION_TAGS = {
  buyer: '买家页面：商品模板、试算与保费、方案与条款、告知与智能问卷、分享与预约',
  order: '订单：暂存、下一步、提交、订单与保单查询、买家链接',
  payment: '支付：短信验证码、支付确认与收银台（含模拟收银台与保险公司收银台通知）',
  reference: '参考数据与文件：字典、职业、地区、选项、银行卡 BIN、文档、图片上传与读取、素材库图片',
  editor: '编辑器（本项目约定）：登录会话、用户与审计、模板、版本、发布检查与素材库；租户取自会话',
} as const;

export type OperationTag = keyof typeof OPERATION_TAGS;

/** The document's `tags`, in the order above. */
export const OPENAPI_TAGS = Object.entries(OPERATION_TAGS).map(([name, description]) => ({ name, description }));
