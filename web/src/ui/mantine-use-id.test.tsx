import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useId } from './mantine-use-id';

const seen: string[] = [];

function Field({ id }: { id?: string }) {
  const value = useId(id);
  seen.push(value);
  return <input id={value} aria-label="field" />;
}

describe("Mantine's useId, as built", () => {
  it('gives one id from the first render on, with no render after mounting; a static id wins', () => {
    const { container } = render(<Field />);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/^mantine-/);
    expect(container.querySelector('input')?.id).toBe(seen[0]);
    render(<Field id="chosen" />);
    expect(seen.at(-1)).toBe('chosen');
  });
});
