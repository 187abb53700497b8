export { acknowledge, unacknowledgedWarnings, warningKey } from './acknowledged-warnings';
export { gateContext, linkedProduct, type GateContext } from './gate-context';
export { fillGateMessage, isGateFinding, type GateFinding, type GateLocale } from './gate-finding';
export { defineGateRule, type GateRule, type RuleHit } from './gate-rule';
export { GATE_RULES } from './gate-rules';
export { imageReferences, serverImageRefs } from './image-references';
export { runPublishGate } from './run-publish-gate';
