import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { reactCompiler } from './react-compiler';

const root = mkdtempSync(join(tmpdir(), 'react-compiler-'));
const files: Record<string, string> = {
  'src/Greeting.tsx': `export function Greeting({ name }: { name: string }) {
  return <p className="greeting">Hello {name}</p>;
}`,
  'src/NameField.tsx': `import { useForm } from 'react-hook-form';
export function NameField() {
  const form = useForm<{ name: string }>();
  return <input {...form.register('name')} aria-invalid={Boolean(form.formState.errors.name)} />;
}`,
  'src/NameDialog.tsx': `import { NameField } from './NameField';
export function NameDialog() {
  return <dialog><NameField /></dialog>;
}`,
  'src/words.ts': "export const words = (n: number) => String(n) + ' words';",
};
for (const [path, code] of Object.entries(files)) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), code);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The plugin's answer for one of the files above, as the build would ask for it. */
async function transform(path: string): Promise<string | null> {
  const plugin = reactCompiler();
  (plugin.configResolved as (config: { root: string }) => void)({ root });
  const hook = plugin.transform as (code: string, id: string) => Promise<{ code: string } | null>;
  const result = await hook(files[path] ?? '', join(root, path));
  return result?.code ?? null;
}

describe('the React Compiler step of the build', () => {
  it('memoizes a component of ours', async () => {
    const code = await transform('src/Greeting.tsx');
    expect(code).toContain('react/compiler-runtime');
  });

  it('leaves a module using react-hook-form as written, and the modules that import it', async () => {
    expect(await transform('src/NameField.tsx')).toBeNull();
    expect(await transform('src/NameDialog.tsx')).toBeNull();
  });

  it('leaves modules that hold no component or hook', async () => {
    expect(await transform('src/words.ts')).toBeNull();
  });
});
