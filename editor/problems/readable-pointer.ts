// Shared with the buyer app's preview, which words a module's problems the way the problems panel does.
export { readablePointer } from '../../shared/template/readable-pointer';
