import { describe, expect, it } from 'vitest';
import { ApiError, isSessionEnded } from './api.ts';

describe('which 401 ends the session', () => {
  it('a 401 on a request that carried a token signs out', () => {
    expect(isSessionEnded(new ApiError(401, 'INVALID_TOKEN', 'Invalid token'), true)).toBe(true);
    expect(isSessionEnded(new ApiError(401, 'UNAUTHENTICATED', 'Sign in'), true)).toBe(true);
  });
  it('a wrong password never does, nor a 401 without a token, nor other statuses', () => {
    expect(isSessionEnded(new ApiError(401, 'INVALID_CREDENTIALS', 'Wrong email or password'), true)).toBe(false);
    expect(isSessionEnded(new ApiError(401, 'INVALID_CREDENTIALS', 'Wrong email or password'), false)).toBe(false);
    expect(isSessionEnded(new ApiError(401, 'INVALID_TOKEN', 'Invalid token'), false)).toBe(false);
    expect(isSessionEnded(new ApiError(403, 'FORBIDDEN', 'No'), true)).toBe(false);
  });
});
