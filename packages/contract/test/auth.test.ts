import { describe, expect, it } from 'vitest';
import { authMessages, loginBody, loginForm, registerBody, registerForm } from '../src';

const messages = (result: {
  success: boolean;
  error?: { issues: Array<{ message: string; path: PropertyKey[] }> };
}) => result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('the Create Account form', () => {
  it('shows "Passwords do not match" on confirmPassword', () => {
    const result = registerForm.safeParse({
      username: 'alice',
      password: 'secret1',
      confirmPassword: 'secret2',
    });
    expect(messages(result)).toEqual([['confirmPassword', authMessages.passwordsDiffer]]);
  });

  it('applies the sign-up rules of the spec', () => {
    const result = registerForm.safeParse({
      username: 'al',
      password: '123',
      confirmPassword: '123',
      email: 'nope',
      displayName: 'x',
    });
    expect(messages(result)).toEqual([
      ['username', authMessages.usernameShort],
      ['password', authMessages.passwordShort],
      ['email', authMessages.email],
      ['displayName', authMessages.displayName],
    ]);
  });
});

describe('the register body', () => {
  it('drops empty optional fields and normalises email and referral code', () => {
    expect(
      registerBody.parse({
        username: ' alice ',
        password: 'secret1',
        email: 'A@B.CO',
        displayName: '',
        referralCode: 'abc123',
      }),
    ).toEqual({
      username: 'alice',
      password: 'secret1',
      email: 'a@b.co',
      displayName: undefined,
      referralCode: 'ABC123',
    });
  });

  it('refuses fields it does not know', () => {
    const result = registerBody.safeParse({ username: 'alice', password: 'secret1', isPaidMember: true });
    expect(result.success).toBe(false);
  });
});

describe('sign in', () => {
  it('the form checks the spec rules; the server body only asks for both fields', () => {
    expect(messages(loginForm.safeParse({ username: 'al', password: '123' }))).toEqual([
      ['username', authMessages.usernameShort],
      ['password', authMessages.passwordShort],
    ]);
    expect(loginBody.safeParse({ username: 'al', password: '123' }).success).toBe(true);
    expect(messages(loginBody.safeParse({ username: '', password: '' }))).toEqual([
      ['username', authMessages.usernameRequired],
      ['password', authMessages.passwordRequired],
    ]);
  });
});
