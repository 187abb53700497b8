import { Alert, Empty, Flex, List, Typography } from 'antd';
import { useState } from 'react';
import type { TemplateConfig } from '../../schema/template/template-config';
import type { Problem } from '../../schema/validate/problem';
import { walkModules } from '../../schema/template/walk-modules';
import { CanvasToolbar } from '../canvas/canvas-toolbar';
import { PreviewCanvas } from '../canvas/preview-canvas';
import type { PreviewDeviceId } from '../canvas/preview-devices';
import type { InsureResultStatus } from '../canvas/preview-session';
import { formatMessage } from '../i18n/message-catalogue';
import { CANVAS_MESSAGES } from '../i18n/messages/canvas';
import { TEMPLATES_MESSAGES } from '../i18n/messages/templates';
import { useMessages } from '../i18n/use-messages';

export interface TemplatePreviewProps {
  readonly template: TemplateConfig;
  readonly tenant: string;
  readonly promotionId?: string | undefined;
}

interface RenderError {
  readonly moduleId?: string;
  readonly message: string;
}

/**
 * Read-only preview of a template: its pages on the left (choose one to show it), the live canvas on
 * the right; a module clicked in the canvas is selected and named, and what the preview reports
 * (problems, render errors) is listed so QA sees why a page looks wrong.
 */
export function TemplatePreview({ template, tenant, promotionId }: TemplatePreviewProps) {
  const messages = useMessages(TEMPLATES_MESSAGES);
  const canvasMessages = useMessages(CANVAS_MESSAGES);
  const [pageId, setPageId] = useState(() => template.pageList[0]?.id ?? '');
  const [selected, setSelected] = useState<string | null>(null);
  const [device, setDevice] = useState<PreviewDeviceId>('375x667');
  const [zoom, setZoom] = useState(1);
  const [resultStatus, setResultStatus] = useState<InsureResultStatus>(0);
  const [problems, setProblems] = useState<readonly Problem[]>([]);
  const [renderErrors, setRenderErrors] = useState<readonly RenderError[]>([]);
  const selectedModule = selected === null ? undefined : [...walkModules(template)].find((visit) => visit.module.id === selected)?.module;

  const choosePage = (id: string) => {
    setPageId(id);
    setSelected(null);
    setRenderErrors([]);
  };

  return (
    <Flex gap={24} align="flex-start" wrap>
      <Flex vertical gap={16} style={{ width: 300 }}>
        <List
          size="small"
          bordered
          header={<Typography.Text strong>{messages.pages}</Typography.Text>}
          dataSource={template.pageList}
          locale={{ emptyText: <Empty description={messages.noPages} /> }}
          renderItem={(page) => (
            <List.Item
              data-page-id={page.id}
              aria-current={page.id === pageId ? 'page' : undefined}
              onClick={() => choosePage(page.id)}
              style={{ cursor: 'pointer', background: page.id === pageId ? '#e6f4ff' : undefined }}
            >
              {formatMessage(messages.pageItem, { order: page.pageOrder, label: page.label })}
            </List.Item>
          )}
        />
        <Typography.Text data-testid="selected-module" type={selectedModule ? undefined : 'secondary'}>
          {selectedModule
            ? formatMessage(canvasMessages.selectedModule, { label: selectedModule.label || selectedModule.component })
            : canvasMessages.noModuleSelected}
        </Typography.Text>
        {problems.length > 0 ? (
          <Alert
            type="warning"
            showIcon
            title={formatMessage(canvasMessages.problemsTitle, { count: problems.length })}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                {problems.slice(0, 20).map((problem) => (
                  <li key={`${problem.path}:${problem.message}`}>
                    <Typography.Text code>{problem.path || '/'}</Typography.Text> {problem.message}
                  </li>
                ))}
              </ul>
            }
          />
        ) : null}
        {renderErrors.map((error, index) => (
          <Alert
            key={`${error.moduleId ?? ''}-${index}`}
            type="error"
            showIcon
            title={
              error.moduleId
                ? formatMessage(canvasMessages.renderError, { moduleId: error.moduleId, message: error.message })
                : formatMessage(canvasMessages.renderErrorWithoutModule, { message: error.message })
            }
          />
        ))}
      </Flex>
      <Flex vertical gap={16} align="flex-start">
        <CanvasToolbar
          device={device}
          zoom={zoom}
          resultStatus={resultStatus}
          onDeviceChange={setDevice}
          onZoomChange={setZoom}
          onResultStatusChange={setResultStatus}
        />
        <PreviewCanvas
          template={template}
          tenant={tenant}
          {...(promotionId ? { promotionId } : {})}
          activePageId={pageId}
          selectedModuleId={selected}
          resultStatus={resultStatus}
          device={device}
          zoom={zoom}
          onModuleClick={setSelected}
          onActivePageChange={choosePage}
          onValidationErrors={setProblems}
          onRenderError={(error) => setRenderErrors((errors) => [...errors, error])}
        />
      </Flex>
    </Flex>
  );
}
