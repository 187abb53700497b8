import { Form } from 'antd-mobile';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ResultPage } from '../../../shared/pages/page-holding-result';
import type { TemplateConfig } from '../../../schema/template/template-config';
import { useRuntime } from '../../app/runtime-context';
import { ModuleView } from '../../template/module-view';
import { PageContext, type PageContextValue } from '../../template/page-context';
import { useThemeColor } from '../../theme/use-theme-color';

/**
 * The template's result page inside the `/result` route: each of its modules as configured (the
 * result block with its own texts and e-policy download, the hotline, banners...), in the product's
 * theme colour. A block asking to move on goes to that page of the promotion.
 */
export function ResultTemplatePage({ template, resultPage }: { template: TemplateConfig; resultPage: ResultPage }) {
  const { query } = useRuntime();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  useThemeColor(template.themeColor);
  const context = useMemo<PageContextValue>(
    () => ({
      template,
      page: resultPage.page,
      pageIndex: resultPage.pageIndex,
      form,
      goToPage: (pageOrder) => {
        const search = new URLSearchParams({ ...query.params, page: String(pageOrder) });
        navigate({ pathname: '/h', search: `?${search.toString()}` });
      },
    }),
    [template, resultPage, form, query, navigate],
  );
  return (
    <PageContext.Provider value={context}>
      <Form form={form} layout="horizontal">
        {resultPage.page.moduleList.map((module) => (
          <ModuleView key={module.id} module={module} />
        ))}
      </Form>
    </PageContext.Provider>
  );
}
