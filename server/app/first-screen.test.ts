import { describe, expect, it } from 'vitest';
import type { Module } from '../../schema/template/module';
import type { TemplateConfig } from '../../schema/template/template-config';
import { emptyTemplate } from '../domain/templates/empty-template';
import { firstScreenBanner, firstScreenMarkup, withBannerPreload, withFirstScreen } from './first-screen';

const banner = (attrs: Record<string, unknown>): Module => ({ id: 'banner', component: 'productBanner', label: '产品头图', attrs }) as Module;
const notice: Module = { id: 'notice', component: 'healthNoticeText', label: '健康告知', attrs: {} } as Module;

function template(...pages: Module[][]): TemplateConfig {
  const base = emptyTemplate('安心保', 'healthInsurance');
  return { ...base, pageList: pages.map((moduleList, index) => ({ id: `page-${index + 1}`, pageOrder: index + 1, label: `第${index + 1}页`, moduleList })) };
}

describe('the first screen of a template address', () => {
  it('is the banner the opened page starts with', () => {
    const found = firstScreenBanner(template([banner({ image: 'https://cdn.example.com/a.png', title: '安心保' }), notice]), undefined);
    expect(found).toEqual({ image: 'https://cdn.example.com/a.png', title: '安心保' });
  });

  it('follows the page parameter', () => {
    const pages = template([notice], [banner({ image: '/images/b.png', title: '第二页' })]);
    expect(firstScreenBanner(pages, undefined)).toBeUndefined();
    expect(firstScreenBanner(pages, '2')).toEqual({ image: '/images/b.png', title: '第二页' });
  });

  it('upgrades an http image to https, as the banner block does', () => {
    expect(firstScreenBanner(template([banner({ image: 'http://cdn.example.com/a.png', title: 'x' })]), undefined)?.image).toBe('https://cdn.example.com/a.png');
  });

  it('is none when the page starts with something else, has no image, or an image from an unsafe address', () => {
    expect(firstScreenBanner(template([notice, banner({ image: 'https://cdn.example.com/a.png' })]), undefined)).toBeUndefined();
    expect(firstScreenBanner(template([banner({ title: '无图' })]), undefined)).toBeUndefined();
    expect(firstScreenBanner(template([banner({ image: 'javascript:alert(1)' })]), undefined)).toBeUndefined();
    expect(firstScreenBanner(template([banner({ image: '//evil.example.com/a.png' })]), undefined)).toBeUndefined();
    expect(firstScreenBanner(template([]), '9')).toBeUndefined();
  });

  it('skips a banner the template hides', () => {
    expect(firstScreenBanner(template([{ ...banner({ image: '/a.png' }), isDefault: false }, notice]), undefined)).toBeUndefined();
  });

  it('escapes the address and title in its HTML and keeps no room in the flow', () => {
    const markup = firstScreenMarkup({ image: 'https://cdn.example.com/a.png?x="1"&y=<2>', title: '"安心"<b>' });
    expect(markup).toContain('src="https://cdn.example.com/a.png?x=&quot;1&quot;&amp;y=&lt;2&gt;"');
    expect(markup).toContain('alt="&quot;安心&quot;&lt;b&gt;"');
    expect(markup).not.toContain('<b>');
    expect(markup).toMatch(/^<div id="first-screen" style="position: relative; height: 0/);
    expect(markup).toContain('#first-screen ~ #root [data-loading-screen] { visibility: hidden }');
  });

  it('goes before the app root, and nowhere when the HTML has no root', () => {
    expect(withFirstScreen('<body><div id="root"></div></body>', '<i></i>')).toBe('<body><i></i><div id="root"></div></body>');
    expect(withFirstScreen('<body></body>', '<i></i>')).toBe('<body></body>');
  });

  it('asks for the banner first thing in the head, before the scripts, escaped; nowhere when the HTML has no head', () => {
    const html = '<html><head><script type="module" src="/assets/runtime.js"></script></head><body></body></html>';
    expect(withBannerPreload(html, { image: '/media/a.png?x="1"', title: '安心' })).toBe(
      '<html><head><link rel="preload" as="image" href="/media/a.png?x=&quot;1&quot;" fetchpriority="high" /><script type="module" src="/assets/runtime.js"></script></head><body></body></html>',
    );
    expect(withBannerPreload('<body></body>', { image: '/media/a.png', title: '' })).toBe('<body></body>');
  });
});
