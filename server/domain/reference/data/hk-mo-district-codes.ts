/**
 * Codes already given to Hong Kong and Macau districts by earlier seeds, which stored orders and sale
 * regions may hold: they keep their meaning whatever order the package lists the districts in.
 * Keyed by city and district name without a parenthesised gloss (`嘉模堂区（氹仔）` is `嘉模堂区`).
 */
export const HK_MO_DISTRICT_CODES: ReadonlyMap<string, string> = new Map([
  ['香港岛 中西区', '810101'], ['香港岛 湾仔区', '810102'], ['香港岛 东区', '810103'], ['香港岛 南区', '810104'],
  ['九龙 油尖旺区', '810201'], ['九龙 深水埗区', '810202'], ['九龙 九龙城区', '810203'], ['九龙 黄大仙区', '810204'],
  ['九龙 观塘区', '810205'],
  ['新界 荃湾区', '810301'], ['新界 屯门区', '810302'], ['新界 元朗区', '810303'], ['新界 北区', '810304'],
  ['新界 大埔区', '810305'], ['新界 西贡区', '810306'], ['新界 沙田区', '810307'], ['新界 葵青区', '810308'],
  ['新界 离岛区', '810309'],
  ['澳门半岛 花地玛堂区', '820101'], ['澳门半岛 圣安多尼堂区', '820102'], ['澳门半岛 大堂区', '820103'],
  ['澳门半岛 望德堂区', '820104'], ['澳门半岛 风顺堂区', '820105'],
  ['澳门外岛 嘉模堂区', '820201'], ['澳门外岛 圣方济各堂区', '820203'],
]);

/** The key of a district in `HK_MO_DISTRICT_CODES`. */
export function districtKey(cityName: string, districtName: string): string {
  return `${cityName} ${districtName.replace(/（.*）$/, '')}`;
}
