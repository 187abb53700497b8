import { Form } from 'antd-mobile';
import type { BlockProps } from '../block-props';
import { useFieldPath } from '../../template/form-scope';
import { toHttps } from '../../../shared/urls/https-url';
import { personPortrait } from './person-portrait';
import { PortraitSvg } from './portrait-svgs';

/**
 * A boy, man, girl or woman portrait following the age (over 18) and gender typed for the holder or
 * the insured. Inside an insured's form it follows that insured; elsewhere, the first insured.
 */
export default function PortraitIcon({ attrs }: BlockProps<'portraitIcon'>) {
  const scope = useFieldPath(undefined);
  const path = attrs.person === 'insured' ? (scope[0] === 'insured' && scope.length >= 2 ? scope.slice(0, 2) : ['insured', 0]) : ['policyHolder'];
  const person: unknown = Form.useWatch(path as (string | number)[]);
  // Until age and gender are typed, an adult portrait stands in rather than an empty space.
  const icon = personPortrait(person) ?? 'man';
  const custom = attrs.images?.[icon];
  const radius = attrs.round === false ? 4 : '50%';
  return (
    <div style={{ display: 'inline-flex', width: attrs.size, height: attrs.size, borderRadius: radius, overflow: 'hidden' }} data-portrait={icon}>
      {custom ? <img src={toHttps(custom)} alt={icon} width={attrs.size} height={attrs.size} style={{ objectFit: 'cover' }} /> : <PortraitSvg icon={icon} size={attrs.size} />}
    </div>
  );
}
