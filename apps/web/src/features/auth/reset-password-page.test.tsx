import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Component as ResetPasswordPage } from './reset-password-page.tsx';

afterEach(cleanup);

const at = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <ResetPasswordPage />
    </MemoryRouter>,
  );

describe('the set-password page (issue 29, item 9)', () => {
  it("an invitation's link says it sets a first password, not a reset", () => {
    at('/reset-password?token=abc&invite=1');
    expect(screen.getByRole('heading', { name: 'Set your password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set your password' })).toBeTruthy();
    expect(screen.queryByText('Reset your password')).toBeNull();
  });
  it('a reset link is still a reset', () => {
    at('/reset-password?token=abc');
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
  });
});
