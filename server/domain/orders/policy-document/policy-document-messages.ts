/** The Chinese texts of the printable electronic policy (保险单) that the shared catalogue does not hold. */
export const POLICY_DOCUMENT_MESSAGES = {
  title: '保险单',
  pageTitle: (policyNo: string): string => `电子保单 ${policyNo}`,
  insurer: '保险人',
  sumInsured: '保险金额',
  premium: '保险费',
  insured: '被保险人',
  holder: '投保人',
  issueDate: '签单日期',
  note: '本电子保单与纸质保单具有同等法律效力。保险责任以保险合同条款为准，如有疑问请致电保险公司客服。',
  notFound: '保单不存在',
} as const;
