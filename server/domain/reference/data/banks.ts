/**
 * Major Chinese banks by the short codes card-BIN services use, in the order a bank picker lists
 * them: the large state-owned banks, the joint-stock banks, then large city commercial banks.
 */
export const BANKS: readonly (readonly [code: string, name: string])[] = [
  ['ICBC', '中国工商银行'],
  ['ABC', '中国农业银行'],
  ['BOC', '中国银行'],
  ['CCB', '中国建设银行'],
  ['COMM', '交通银行'],
  ['PSBC', '中国邮政储蓄银行'],
  ['CMB', '招商银行'],
  ['CITIC', '中信银行'],
  ['CEB', '中国光大银行'],
  ['HXBANK', '华夏银行'],
  ['CMBC', '中国民生银行'],
  ['GDB', '广发银行'],
  ['SPABANK', '平安银行'],
  ['CIB', '兴业银行'],
  ['SPDB', '上海浦东发展银行'],
  ['CZBANK', '浙商银行'],
  ['EGBANK', '恒丰银行'],
  ['BOHAIB', '渤海银行'],
  ['BJBANK', '北京银行'],
  ['SHBANK', '上海银行'],
  ['JSBANK', '江苏银行'],
  ['NJCB', '南京银行'],
  ['NBBANK', '宁波银行'],
];
