import { afterEach, describe, expect, it } from 'vitest';
import { setToken } from '../../lib/token.ts';
import { elsewhere } from './sign-in-page.tsx';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (exp: number) => `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', exp })}.sig`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

// The public entry shows sign-in without the staff app's guard: the page says where to go instead.
describe('sign-in for a visitor who is already signed in', () => {
  afterEach(() => localStorage.clear());
  it('sends a signed-in user to the start of the app', () => {
    setToken(jwt(nowSeconds() + 600));
    expect(elsewhere()).toBe('/');
  });
  it('shows the page to a signed-out visitor, and to one whose session has expired', () => {
    expect(elsewhere()).toBeNull();
    setToken(jwt(nowSeconds() - 1));
    expect(elsewhere()).toBeNull();
  });
});
