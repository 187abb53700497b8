import { DotLoading } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { BenefitTable } from '../../../schema/entities/benefit-table';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { SectionCard } from '../shared/content/section-card';
import { useBenefit } from './use-benefit';

const NOTE_STYLE = { padding: '24px 0', textAlign: 'center', color: 'var(--adm-color-weak)', fontSize: 13 } as const;

/**
 * The card every benefit block sits in: the illustration once it is computed, else why not yet (the
 * insured's birthday is missing, it is loading, or there is none for this plan).
 */
export function BenefitView({ title, render }: { title?: string | undefined; render: (table: BenefitTable) => ReactNode }) {
  const load = useBenefit();
  let body: ReactNode;
  if (load.status === 'ready') body = load.table.datas.length > 0 ? render(load.table) : <div style={NOTE_STYLE}>{SCREEN_MESSAGES.noData}</div>;
  else if (load.status === 'waiting') body = <div style={NOTE_STYLE}>{SCREEN_MESSAGES.benefitNeedsInsured}</div>;
  else if (load.status === 'error') body = <div style={NOTE_STYLE}>{SCREEN_MESSAGES.noData}</div>;
  else body = <div style={NOTE_STYLE}><DotLoading /></div>;
  return <SectionCard {...(title ? { title } : {})}>{body}</SectionCard>;
}
