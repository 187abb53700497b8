import { useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { flowWalkLinkAtom } from './flow-walk-atoms';
import { createFlowWalkLink, type FlowWalkLink } from './flow-walk-link';

/** The canvas's flow walk link, offered to the walk while the canvas is mounted. */
export function useFlowWalkLink(): FlowWalkLink {
  const link = useMemo(createFlowWalkLink, []);
  const setLink = useSetAtom(flowWalkLinkAtom);
  useEffect(() => {
    setLink(link);
    return () => setLink((current) => (current === link ? null : current));
  }, [link, setLink]);
  return link;
}
