import { expect, type Locator, type Page, type Request, type Route } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-pass-2026!';
export type Role = 'admin' | 'manager' | 'hr' | 'finance';

/** Signs in through the UI as a demo user and waits until the app has left the sign-in page. */
export async function signInUi(page: Page, role: Role, redirect?: string): Promise<void> {
  await page.goto(redirect ? `/sign-in?redirectURL=${encodeURIComponent(redirect)}` : '/sign-in');
  await page.getByLabel('Email address').fill(`${role}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

/**
 * Signs a demo user in through the API, puts the token where the app keeps it (from a same-origin
 * answer that loads no app) and opens `path` when one is given ('/' lands on the role's first page):
 * one page load where signing in on the page takes three (the sign-in page, the role's first page,
 * then the page wanted). For specs whose subject is not the sign-in page; that one, and a few whole
 * flows, sign in on the page (signInUi). Returns the token.
 */
export async function signedIn(page: Page, role: Role, path?: string): Promise<string> {
  const res = await page.request.post('/api/auth/sign-in', {
    data: { email: `${role}@example.com`, password: DEMO_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { accessToken } = (await res.json()) as { accessToken: string };
  await page.goto('/api/health');
  await page.evaluate((token) => localStorage.setItem('accessToken', token), accessToken);
  if (path !== undefined) await page.goto(path);
  return accessToken;
}

/** The access token the app keeps after sign-in. */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token).toBeTruthy();
  return token!;
}

/**
 * A real one-page PDF (catalog, pages, page, cross-reference table): the server parses uploads,
 * so a file of only `%PDF-` bytes is refused. `padding` bytes of spaces follow %%EOF to make it larger.
 */
export function minimalPdf(padding = 0): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((o, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) out += `${String(at).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.concat([Buffer.from(out, 'latin1'), Buffer.alloc(padding, 0x20)]);
}

/**
 * The language the user picks is kept in this page only: the demo admin's saved settings are
 * shared with the specs running beside this one, which read English.
 */
export async function keepLanguageLocal(page: Page): Promise<void> {
  let language: string | null = null;
  const answer = async (route: Route): Promise<void> => {
    const req = route.request();
    if (req.method() === 'PATCH') {
      const body = req.postDataJSON() as { settings?: Record<string, unknown> } | null;
      const { language: picked, ...rest } = body?.settings ?? {};
      if (typeof picked === 'string') language = picked;
      if (Object.keys(rest).length > 0) return route.continue({ postData: JSON.stringify({ settings: rest }) });
    }
    const res = await route.fetch({ method: 'GET', postData: undefined });
    const settings = (await res.json()) as Record<string, unknown>;
    return route.fulfill({ response: res, json: language ? { ...settings, language } : settings });
  };
  // A request the page dropped while it was answered here (a navigation) needs no answer.
  await page.route('**/api/common/settings', (route) => answer(route).catch(() => undefined));
}

/**
 * Goes to a route through the app's router (a history entry and popstate), as a click on a link
 * would: the document, its code and its texts stay, so a walk over many pages loads the app once.
 */
export async function goClientSide(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await expect(page).toHaveURL((u) => u.pathname + u.search === path);
}

/** Tracks the page's requests, so a check waits until the route's code and data have arrived. */
export function requestTracker(page: Page): () => number {
  const open = new Set<Request>();
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return () => open.size;
}

/** No request open, no loading bar, spinner or skeleton, for two checks in a row. */
export async function settle(page: Page, openRequests: () => number): Promise<void> {
  let quiet = 0;
  for (let i = 0; i < 150 && quiet < 2; i++) {
    await page.waitForTimeout(60);
    const busy = await page.evaluate(
      () => !!document.querySelector('[role="progressbar"], .MuiSkeleton-root, [aria-busy="true"]'),
    );
    quiet = openRequests() === 0 && !busy ? quiet + 1 : 0;
  }
  expect(quiet, 'the page settled').toBe(2);
  // Colours are measured at rest, not halfway through a fade or slide (the registration's step enters sliding in).
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/**
 * The list cells whose text matches `pattern` and is cut short (an ellipsis): the cell, or the
 * innermost element holding the match (a cell may have a name line above a date).
 */
export function cutCells(page: Page, pattern: RegExp): Promise<string[]> {
  return page.evaluate((source) => {
    const re = new RegExp(source);
    const cut = (el: HTMLElement) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow !== 'visible';
    return (Array.from(document.querySelectorAll('.MuiDataGrid-cell')) as HTMLElement[])
      .filter((cell) => re.test(cell.textContent ?? ''))
      .filter((cell) => {
        const inner = (Array.from(cell.querySelectorAll('*')) as HTMLElement[]).filter(
          (el) => re.test(el.textContent ?? '') && !Array.from(el.children).some((c) => re.test(c.textContent ?? '')),
        );
        return cut(cell) || inner.some(cut);
      })
      .map((cell) => cell.textContent ?? '');
  }, pattern.source);
}

/**
 * Codes shown as text on the page (issue 29, item 6: words, never codes): a snake_case word
 * ("discharge_pending") or an audit action ("pay_run.generate"), in the visible text outside
 * e-mail addresses. The pages write every status, action, kind and category in words.
 */
export async function codesShown(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  const words = text.split(/\s+/).filter((w) => !w.includes('@'));
  const code = /^[("'“]?([a-z]+(?:_[a-z0-9]+)+(?:\.[a-z][A-Za-z_]*)?)[)"'”.,:;]?$/;
  return [...new Set(words.map((w) => code.exec(w)?.[1]).filter((c): c is string => !!c))];
}

/**
 * A locator's box once it has one: `boundingBox()` answers null while the element is detached, as a
 * grid's rows are for a moment when it renders them again (CI caught a null right after the grid
 * was ready).
 */
export async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect.poll(async () => (box = await locator.boundingBox())).not.toBeNull();
  return box!;
}
