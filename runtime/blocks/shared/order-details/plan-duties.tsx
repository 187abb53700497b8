import { List } from 'antd-mobile';
import { planDutyGroups, type DutyProduct } from '../../../order-flow/plan-duty-groups';
import { useChosenPackages } from '../../../order-flow/use-chosen-packages';
import { useSpecialAgreements } from '../../../order-flow/use-special-agreements';
import { DisclosureList } from '../content/disclosure-list';
import { SpecialAgreements } from './special-agreements';

/** Which groups to list, with their titles, and how much of each liability to show. */
export interface PlanDutiesProps {
  readonly title?: string | undefined;
  readonly main: boolean;
  readonly additional: boolean;
  readonly services: boolean;
  readonly mainTitle?: string | undefined;
  readonly additionalTitle?: string | undefined;
  readonly servicesTitle?: string | undefined;
  readonly showSumInsured: boolean;
  readonly showRemark: boolean;
}

function ProductRows({ product, showSumInsured, showRemark }: { product: DutyProduct; showSumInsured: boolean; showRemark: boolean }) {
  return (
    <>
        <List.Item extra={showSumInsured ? product.sumInsuredText : undefined}>
          <span style={{ fontWeight: 500 }}>{product.name}</span>
        </List.Item>
        {product.liabilities.map((liability) =>
          showRemark && liability.remark ? (
            <div key={liability.key} style={{ padding: '0 12px 0 16px' }}>
              <DisclosureList items={[{ key: liability.key, title: <span style={{ fontSize: 14, color: '#666', paddingLeft: 12 }}>{liability.name}</span>, content: <div style={{ fontSize: 13, color: '#666', paddingLeft: 12 }}>{liability.remark}</div> }]} />
            </div>
          ) : (
            <List.Item key={liability.key} extra={showSumInsured ? liability.amountText : undefined}>
              <span style={{ fontSize: 14, color: '#666', paddingLeft: 12 }}>{liability.name}</span>
            </List.Item>
          ),
        )}
    </>
  );
}

/**
 * The chosen plan's main and additional insurance and its services, for the buyer to confirm, and the
 * special agreements (特别约定) that apply to them.
 */
export function PlanDuties(props: PlanDutiesProps) {
  const { plan, packages } = useChosenPackages();
  const agreements = useSpecialAgreements(true);
  const groups = planDutyGroups(packages);
  const services = props.services ? (plan?.serviceList ?? []) : [];
  const sections = [
    { key: 'main', show: props.main, title: props.mainTitle, list: groups.main },
    { key: 'additional', show: props.additional, title: props.additionalTitle, list: groups.additional },
  ].filter((section) => section.show && section.list.length > 0);
  if (sections.length === 0 && services.length === 0) return <SpecialAgreements agreements={agreements} />;
  return (
    <>
      <List header={props.title} style={{ marginTop: 12 }}>
        {sections.map((section) => (
          <div key={section.key}>
            {section.title ? <List.Item style={{ color: 'var(--adm-color-weak)', fontSize: 13 }}>{section.title}</List.Item> : null}
            {section.list.map((product) => (
              <ProductRows key={product.key} product={product} showSumInsured={props.showSumInsured} showRemark={props.showRemark} />
            ))}
          </div>
        ))}
        {services.length > 0 ? (
          <>
            {props.servicesTitle ? <List.Item style={{ color: 'var(--adm-color-weak)', fontSize: 13 }}>{props.servicesTitle}</List.Item> : null}
            {services.map((service, index) => (
              <List.Item key={index} description={service.serviceDescription}>
                {service.serviceShowName}
              </List.Item>
            ))}
          </>
        ) : null}
      </List>
      <SpecialAgreements agreements={agreements} />
    </>
  );
}
