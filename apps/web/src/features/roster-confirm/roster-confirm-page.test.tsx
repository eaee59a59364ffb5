import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { PublicShift } from '@wf/shared/contracts/rosters/rosters';
import { Component, tokenOf } from './roster-confirm-page.tsx';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-ab';
const SHIFT: PublicShift = {
  workerName: 'Tan Mei Ling',
  date: '2026-12-02',
  start: '22:00',
  end: '06:00',
  crossesMidnight: true,
  breakMinutes: 30,
  position: 'Warehouse Assistant',
  locationName: 'Changi Airport Terminal 3',
  address: '65 Airport Boulevard, Singapore 819663',
  siteContactName: 'Aaron Seah',
  siteContactPhone: '9123 0000',
  reportingInstructions: 'Report to the cargo office, level 2.',
  answer: 'none',
  answeredAt: null,
  expiresAt: '2026-12-02T14:00:00.000Z',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let calls: Array<{ url: string; method: string; body?: unknown }>;
let view: () => Response;

beforeEach(() => {
  window.history.pushState({}, '', `/roster-confirm/${TOKEN}`);
  calls = [];
  view = () => json(SHIFT);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'POST') return json({ ...SHIFT, answer: 'confirmed', answeredAt: '2026-11-25T02:00:00.000Z' });
      return view();
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.pushState({}, '', '/');
});

describe('the shift confirmation page', () => {
  it('reads the token from its path', () => {
    expect(tokenOf(`/roster-confirm/${TOKEN}/`)).toBe(TOKEN);
  });

  it('shows only that shift and records the answer once', async () => {
    render(<Component />);
    expect(await screen.findByText('Hello Tan Mei Ling, please confirm whether you will work this shift.')).toBeTruthy();
    expect(screen.getByText('Changi Airport Terminal 3')).toBeTruthy();
    expect(screen.getByText(/22:00–06:00/).textContent).toContain('(ends the next day)');
    expect(screen.getByText('9123 0000').getAttribute('href')).toBe('tel:91230000');
    fireEvent.click(screen.getByRole('button', { name: 'I will work this shift' }));
    expect(await screen.findByText('You confirmed this shift. Thank you! See you there.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'I will work this shift' })).toBeNull();
    expect(calls.at(-1)).toEqual({ url: `/api/public/roster-confirm/${TOKEN}`, method: 'POST', body: { answer: 'confirmed' } });
  });

  it('asks again before a decline', async () => {
    render(<Component />);
    fireEvent.click(await screen.findByRole('button', { name: "I can't work this shift" }));
    expect(screen.getByText('Decline this shift? The office will look for someone else.', { selector: 'p' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'I will work this shift' })).toBeTruthy();
  });

  it('says so when the link is unknown or expired', async () => {
    view = () => json({ error: { code: 'LINK_EXPIRED', message: 'expired' } }, 410);
    render(<Component />);
    expect((await screen.findByRole('alert')).textContent).toContain('This link has expired.');
    cleanup();
    view = () => json({ error: { code: 'NOT_FOUND', message: 'not found' } }, 404);
    render(<Component />);
    expect((await screen.findByRole('alert')).textContent).toContain('This link is not valid.');
  });
});
