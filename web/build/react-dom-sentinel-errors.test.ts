import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { reactDomSentinelErrors, SENTINELS, withoutStackCapture } from './react-dom-sentinel-errors';

const requireFromWeb = createRequire(import.meta.url);
const clientPath = join(
  dirname(requireFromWeb.resolve('react-dom/package.json')),
  'cjs/react-dom-client.production.js',
);
const installed = readFileSync(clientPath, 'utf8');
const OriginalError = globalThis.Error;

/** Evaluates a React DOM client source as Node would, counting the Error objects it makes. */
function errorsMadeEvaluating(code: string): number {
  let made = 0;
  function countingError(...args: [string?]) {
    made += 1;
    return new OriginalError(...args);
  }
  countingError.prototype = OriginalError.prototype;
  globalThis.Error = countingError as unknown as ErrorConstructor;
  try {
    const module = { exports: {} };
    const require = createRequire(clientPath);
    new Function('module', 'exports', 'require', code)(module, module.exports, require);
  } finally {
    globalThis.Error = OriginalError;
  }
  return made;
}

afterEach(() => {
  globalThis.Error = OriginalError;
});

describe('reactDomSentinelErrors', () => {
  it('finds all five markers in the installed React DOM (a React that renamed them fails here, not silently)', () => {
    for (const name of SENTINELS) expect(installed).toMatch(new RegExp(`\\b${name} = Error\\(`));
    const changed = withoutStackCapture(installed);
    for (const name of SENTINELS) {
      expect(changed).not.toMatch(new RegExp(`\\b${name} = Error\\(`));
      expect(changed).toMatch(new RegExp(`\\b${name} = reignSentinelError\\(\\d+\\)`));
    }
  });

  it('makes no Error while React DOM is evaluated, where the installed one makes five', () => {
    expect(errorsMadeEvaluating(installed)).toBe(SENTINELS.length);
    expect(errorsMadeEvaluating(withoutStackCapture(installed))).toBe(0);
  });

  it('keeps each marker an Error with its message, and each one distinct', () => {
    const changed = withoutStackCapture(installed);
    const probe = `${changed}\nmodule.exports = { ${SENTINELS.map((n) => `${n}: ${n}`).join(', ')} };`;
    const module: { exports: Record<string, Error> } = { exports: {} };
    new Function('module', 'exports', 'require', probe)(module, module.exports, createRequire(clientPath));
    const markers = SENTINELS.map((n) => module.exports[n]);
    for (const marker of markers) {
      expect(marker).toBeInstanceOf(Error);
      expect(marker?.message).toMatch(/^Minified React error #\d+/);
    }
    expect(new Set(markers).size).toBe(SENTINELS.length);
  });

  it('leaves other modules, and a React DOM without the markers, unchanged', () => {
    const transform = reactDomSentinelErrors().transform as (code: string, id: string) => unknown;
    expect(
      transform(installed, '/x/node_modules/react-dom/cjs/react-dom-server.browser.production.js'),
    ).toBeNull();
    expect(
      transform('var a = 1;', '/x/node_modules/react-dom/cjs/react-dom-client.production.js'),
    ).toBeNull();
    expect(
      transform(installed, '/x/node_modules/react-dom/cjs/react-dom-client.production.js'),
    ).toMatchObject({
      code: expect.stringContaining('function reignSentinelError(code)'),
    });
  });
});
