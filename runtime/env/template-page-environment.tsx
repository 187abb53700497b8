import { lazy, Suspense, useState } from 'react';
import type { Page } from '../../schema/template/page';
import type { TemplateConfig } from '../../schema/template/template-config';
import { pageTitle } from '../../shared/pages/page-title';
import { useRuntime } from '../app/runtime-context';
import { useWechatShare } from '../share/use-wechat-share';
import { useThemeColor } from '../theme/use-theme-color';
import { showsPhoneHandoff } from './phone-handoff';
import { currentEnvironment } from './runtime-environment';

const PhoneHandoffHint = lazy(() => import('./phone-handoff-hint'));

/**
 * What a template page adapts to where it runs (spec section 1): the template's theme colour, the
 * WeChat share of the page, and on page 1 of life or health insurance in a desktop
 * browser the hint to continue on the phone, which it renders in place.
 */
export function TemplatePageEnvironment({ template, page, pageIndex }: { template: TemplateConfig; page: Page; pageIndex: number }) {
  const { query } = useRuntime();
  useThemeColor(template.themeColor);
  useWechatShare({ title: pageTitle(page, template.goodsName), description: template.goodsName });
  const [environment] = useState(currentEnvironment);
  if (!showsPhoneHandoff({ environment, mode: query.mode, insuranceCategory: template.insuranceCategory, pageIndex })) return null;
  return (
    <Suspense fallback={null}>
      <PhoneHandoffHint />
    </Suspense>
  );
}
