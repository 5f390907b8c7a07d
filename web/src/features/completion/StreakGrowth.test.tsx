import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/catalogue';
import { Providers } from '../../test/render-app';
import { StreakGrowth } from './StreakGrowth';

afterEach(() => activateLanguage('en'));

const label = (to: number) => {
  const { unmount } = render(
    <Providers>
      <StreakGrowth from={to} to={to} reduced />
    </Providers>,
  );
  const count = screen.getByTestId('streak-count');
  const text = count.nextElementSibling?.textContent;
  unmount();
  return text;
};

describe('the streak’s words agree with its count (issue 51)', () => {
  it('says “1 día seguido” and “2 días seguidos” in Spanish', async () => {
    await activateLanguage('es');
    expect(label(1)).toBe('día seguido');
    expect(label(2)).toBe('días seguidos');
  });

  it('says “1 day in a row” and “3 days in a row” in English', () => {
    expect(label(1)).toBe('day in a row');
    expect(label(3)).toBe('days in a row');
  });
});
