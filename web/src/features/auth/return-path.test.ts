import { describe, expect, it } from 'vitest';
import { returnPath, signInPath } from './return-path';

describe('where signing in returns to', () => {
  it('follows ?next= to a path of this app', () => {
    expect(returnPath('?next=%2Fcircles%2Fjoin%2Fabc')).toBe('/circles/join/abc');
    expect(returnPath(new URL(`https://x.example${signInPath('/circles/join/a-b_c')}`).search)).toBe(
      '/circles/join/a-b_c',
    );
  });

  it.each([
    '',
    '?next=',
    '?next=https://evil.example',
    '?next=//evil.example',
    '?next=/\\evil.example',
    '?ref=AB',
  ])('goes to / for %j', (search) => expect(returnPath(search)).toBe('/'));
});
