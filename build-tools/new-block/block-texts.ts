import type { BlockNames } from './block-name';

/** The catalogue texts of a new block, in both languages. */
export interface BlockTexts {
  readonly title: string;
  readonly titleEn: string;
  readonly description: string;
  readonly descriptionEn: string;
}

/** The options that set the texts, by the text they set. */
export const TEXT_OPTIONS = {
  '--title': 'title',
  '--title-en': 'titleEn',
  '--description': 'description',
  '--description-en': 'descriptionEn',
} as const satisfies Record<string, keyof BlockTexts>;

const HAN = /\p{Script=Han}/u;

/**
 * The texts a block starts with when the command is given none: an English title from its name, a
 * Chinese title that names it until it is given its own, and a description of what the generated
 * component does (a card showing its title).
 */
export function defaultTexts(names: BlockNames): BlockTexts {
  return {
    title: `新区块（${names.name}）`,
    titleEn: names.sentence,
    description: '以卡片展示标题',
    descriptionEn: 'Shows its title in a card',
  };
}

/** Why the texts cannot go into the catalogue: the Chinese ones must hold Chinese, the English ones none. */
export function textProblems(texts: BlockTexts): string[] {
  return [
    ...(HAN.test(texts.title) ? [] : [`the title "${texts.title}" holds no Chinese (--title)`]),
    ...(texts.description.trim() === '' ? ['the description is empty (--description)'] : []),
    ...(texts.titleEn.trim() === '' || HAN.test(texts.titleEn) ? [`the English title "${texts.titleEn}" is empty or holds Chinese (--title-en)`] : []),
    ...(texts.descriptionEn.trim() === '' || HAN.test(texts.descriptionEn) ? [`the English description "${texts.descriptionEn}" is empty or holds Chinese (--description-en)`] : []),
  ];
}
