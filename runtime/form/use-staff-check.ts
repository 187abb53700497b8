import { useEffect, useState } from 'react';
import { CERTIFICATE_CHECK_DEBOUNCE_MS } from '../../shared/constants';
import { useRuntime } from '../app/runtime-context';
import { asRecord, formPerson } from '../order/form-person';
import type { NamePath } from '../template/form-scope';
import { useWatchField } from './use-watch-field';

/**
 * Whether the person entered under `scope` is a member of the insurer's staff (`isECIFStaff`), asked
 * once the name, certificate type and number are all filled and the buyer has stopped typing for
 * CERTIFICATE_CHECK_DEBOUNCE_MS. Only tells the buyer in advance: the server marks the order as an
 * employee purchase itself when it is submitted. A failure is silent (the call's errors are muted) and
 * counts as no.
 */
export function useStaffCheck(scope: NamePath, enabled: boolean): boolean {
  const { api } = useRuntime();
  const person = formPerson(asRecord(useWatchField(scope)));
  const [staff, setStaff] = useState<{ key: string; isStaff: boolean } | undefined>(undefined);
  const identity = enabled && person.name?.trim() && person.certType && person.certNo?.trim() ? { clientname: person.name.trim(), identifytype: person.certType, identifynumber: person.certNo.trim() } : undefined;
  const key = identity ? JSON.stringify(identity) : undefined;
  useEffect(() => {
    if (!key) return undefined;
    let live = true;
    const timer = setTimeout(() => {
      api.call('isECIFStaff', JSON.parse(key) as { clientname: string; identifytype: string; identifynumber: string }).then(
        (reply) => live && setStaff({ key, isStaff: reply.result?.isStaff === true }),
        () => live && setStaff({ key, isStaff: false }),
      );
    }, CERTIFICATE_CHECK_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, key]);
  return key !== undefined && staff?.key === key && staff.isStaff;
}
