import { atomWithStorage } from 'jotai/utils';
import { DEFAULT_TENANT_CODE } from '../../schema/api/tenant-header';

/** The tenant whose templates the operator works on, remembered in this browser. */
export const editorTenantAtom = atomWithStorage<string>('EDITOR_TENANT', DEFAULT_TENANT_CODE, undefined, { getOnInit: true });
