/**
 * The numbers of rrweb's event format that this product reads in stored recordings (rrweb's own enums,
 * `EventType`, `IncrementalSource` and `NodeType`, are not imported so that the server and the shared
 * rules stay free of the recorder's code).
 */
export const RRWEB_EVENT = { fullSnapshot: 2, incrementalSnapshot: 3, meta: 4, custom: 5 } as const;
export const RRWEB_SOURCE = { mutation: 0 } as const;
export const RRWEB_NODE = { element: 2 } as const;
