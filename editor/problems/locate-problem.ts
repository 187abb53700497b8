// The locating of a problem's pointer is shared with the buyer app's preview, which names a module's problems on its error card.
export { locateProblem, pointerTokens, type ProblemLocation } from '../../shared/template/locate-problem';
