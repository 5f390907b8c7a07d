import type { Plugin } from 'vite';

/** React DOM's production client, evaluated on every start. */
const MODULE = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/**
 * React DOM's values it throws and compares by identity (never shown as errors), made with
 * `Error(...)` when its module is evaluated.
 */
export const SENTINELS = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
] as const;

const SENTINEL = new RegExp(
  `\\b(${SENTINELS.join('|')}) = Error\\(formatProdErrorMessage\\((\\d+)\\)\\)`,
  'g',
);
const HELPER = 'reignSentinelError';

/**
 * React DOM makes five Error objects while its module is evaluated, as markers it throws and
 * catches itself (Suspense, hydration). With an inspector attached (Lighthouse, DevTools,
 * Playwright), V8 takes a detailed stack trace of every Error it makes, so it must work out the
 * source positions of each function on the stack; one of them is React DOM's whole module
 * (about 180 KB), parsed again for that: 60 to 90 ms of the start's longest task on this machine,
 * 250 to 350 ms of Lighthouse's blocking time on every page (docs/performance.md, twelfth
 * session). A person's browser without an inspector does not pay it. The markers are made here as
 * objects with Error's prototype and message (still `instanceof Error`, still unique), so no stack
 * is taken. A React DOM without these lines is left as it is; the test reads the installed one.
 */
export function reactDomSentinelErrors(): Plugin {
  return {
    name: 'reign:react-dom-sentinel-errors',
    transform(code, id) {
      if (!MODULE.test(id)) return null;
      const changed = withoutStackCapture(code);
      return changed === code ? null : { code: changed, map: null };
    },
  };
}

/** The module's source with its marker errors made without a stack; unchanged if none is found. */
export function withoutStackCapture(code: string): string {
  if (!SENTINEL.test(code)) return code;
  SENTINEL.lastIndex = 0;
  const replaced = code.replace(SENTINEL, `$1 = ${HELPER}($2)`);
  // a declaration, hoisted: the markers are made before the end of the module is reached
  return `${replaced}
function ${HELPER}(code) {
  var error = Object.create(Error.prototype);
  error.message = formatProdErrorMessage(code);
  return error;
}
`;
}
