import type { Plugin } from 'vite';

/** React Router's own files (the library is one module, `dist/<mode>/chunk-*.mjs`, and its index). */
const REACT_ROUTER_DIST = /[\\/]react-router[\\/]dist[\\/]/;

/** `var Link = React.forwardRef(` and `var RouteContext = React.createContext(` at a module's top. */
const COMPONENT_OR_CONTEXT = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;

/** `Link.displayName = "Link";`: a name for React DevTools, alone on its line. */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

/**
 * Lets the bundler drop the parts of React Router the app never uses. The library makes each
 * component and context with a call at the top of its module (`React.forwardRef(...)`) and names
 * it with a statement (`NavLink.displayName = "NavLink"`); a bundler keeps both, since it cannot
 * know the call has no side effects and an assignment is one. So every component of the library
 * (Form, NavLink, ScrollRestoration, the framework mode's prefetching links, and all they use) was in
 * every first load. This marks those calls pure (`@__PURE__`, which they are) and removes the names,
 * which only React DevTools read: an unused component then goes with its code (docs/performance.md).
 * The lines keep their places, so the source map stays true but for a few columns.
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'reign:react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!REACT_ROUTER_DIST.test(id)) return null;
      return { code: markReactRouterPure(code), map: null };
    },
  };
}

/** The transformation itself: pure component and context calls, no display names. */
export function markReactRouterPure(code: string): string {
  return code.replace(COMPONENT_OR_CONTEXT, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '');
}
