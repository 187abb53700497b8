import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readableShade } from '../../shared/colour/readable-shade';
import { TEXT_SURFACES } from '../../shared/colour/text-surfaces';
import { themeTint } from '../../shared/colour/theme-tint';

/** antd-mobile 5's defaults (`antd-mobile/es/global/global.css`) that buyer text is painted in. */
const ANTD_DEFAULTS = {
  '--adm-color-primary': '#1677ff',
  '--adm-color-weak': '#999999',
  '--adm-color-danger': '#ff3141',
  '--adm-color-success': '#00b578',
  '--adm-color-warning': '#ff8f1f',
} as const;

/** antd-mobile's default light tint, which primary text sits on in tags and highlights. */
const ANTD_WATHET = '#e7f1ff';

function declaredColours(): Record<string, string> {
  const css = readFileSync(new URL('./readable-colours.css', import.meta.url), 'utf8');
  const block = /html:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6});/gi)].map(([, name, value]) => [name, value]));
}

describe('readable-colours.css', () => {
  it('declares each default as the readable shade of antd-mobile’s colour, on every text surface', () => {
    const declared = declaredColours();
    for (const [name, colour] of Object.entries(ANTD_DEFAULTS)) {
      const surfaces = name === '--adm-color-primary' ? [...TEXT_SURFACES, themeTint(colour), ANTD_WATHET] : TEXT_SURFACES;
      expect(declared[name], name).toBe(readableShade(colour, surfaces));
    }
  });

  it('leaves tenant ba’s crimson as it is: it reads on every surface and on its own tint', () => {
    const css = readFileSync(new URL('./tenant-styles.css', import.meta.url), 'utf8');
    const colour = (name: string) => new RegExp(`${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(css)?.[1] ?? '';
    const primary = colour('--adm-color-primary');
    expect(primary).toBe('#c8102e');
    expect(readableShade(primary, [...TEXT_SURFACES, colour('--adm-color-wathet')])).toBe(primary);
    expect(colour('--theme-color')).toBe(primary);
  });

  it('keeps the default brand colour as chosen for decoration', () => {
    expect(declaredColours()['--theme-color']).toBe(ANTD_DEFAULTS['--adm-color-primary']);
  });
});
