import { describe, expect, it } from 'vitest';
import { pruneUnusedMantineRules } from './inline-css';

const CSS = `
:root { --mantine-color-body: #fff; }
body { margin: 0; }
.m_11111111 { color: red; }
.m_22222222 { color: blue; }
.m_11111111 .m_22222222 { color: green; }
.m_11111111, .m_22222222 { padding: 1px; }
:where([data-mantine-color-scheme='dark']) .m_22222222 { color: black; }
@media (min-width: 40em) { .m_22222222 { margin: 2px; } .m_11111111:where(:hover) { margin: 3px; } }
.ours { display: flex; }
`;

describe('pruneUnusedMantineRules', () => {
  it('drops the rules that only style Mantine classes no chunk uses, inside media queries too, and keeps the rest', () => {
    const out = pruneUnusedMantineRules(CSS, new Set(['m_11111111']));
    expect(out).toContain('--mantine-color-body');
    expect(out).toContain('body{margin:0}');
    expect(out).toContain('.m_11111111{color:red}');
    expect(out).toContain('.ours{display:flex}');
    // a rule with one selector that can still match stays whole
    expect(out).toContain('.m_11111111,.m_22222222{padding:1px}');
    expect(out).toContain('margin:3px');
    expect(out).not.toContain('color:#00f');
    expect(out).not.toContain('color:green');
    expect(out).not.toContain('color:#000');
    expect(out).not.toContain('margin:2px');
  });
});
