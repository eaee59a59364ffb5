import { expect, test, type Page } from '@playwright/test';
import { signedIn } from '../fixtures.ts';

/** The titles of the list's rows, top to bottom. */
const rowTitles = (page: Page) => page.getByTestId('task-row').allInnerTexts();

async function addTask(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Add task' }).click();
  const editor = page.getByTestId('task-editor');
  await expect(editor).toBeVisible();
  await editor.getByLabel('Title').fill(title);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('Saved')).toBeVisible();
  await editor.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('task-editor')).toHaveCount(0);
}

test('Tasks: a manager adds tasks, reorders them by drag-and-drop, assigns one to hr, who is notified and finds it through the global search', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const brief = `Brief the new crew ${stamp}`;
  const uniforms = `Order uniforms ${stamp}`;
  await signedIn(page, 'manager', '/apps/tasks');
  await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();

  // New tasks go first: the later one above the earlier.
  await addTask(page, brief);
  await addTask(page, uniforms);
  const row = (title: string) => page.getByTestId('task-row').filter({ hasText: title });
  await expect(row(uniforms)).toBeVisible();
  let titles = await rowTitles(page);
  expect(titles.findIndex((t) => t.includes(uniforms))).toBeLessThan(titles.findIndex((t) => t.includes(brief)));

  // Drag "brief" by its handle onto "uniforms": it takes that place, and the server keeps the order.
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/apps/tasks/order') && r.request().method() === 'PATCH',
  );
  await row(brief)
    .getByRole('img', { name: `Drag to move ${brief}` })
    .dragTo(row(uniforms));
  expect((await saved).status()).toBe(200);
  titles = await rowTitles(page);
  expect(titles.findIndex((t) => t.includes(brief))).toBeLessThan(titles.findIndex((t) => t.includes(uniforms)));
  await page.reload();
  await expect(row(brief)).toBeVisible();
  titles = await rowTitles(page);
  expect(titles.findIndex((t) => t.includes(brief))).toBeLessThan(titles.findIndex((t) => t.includes(uniforms)));

  // The keyboard does the same: move "uniforms" up, above "brief".
  await row(uniforms)
    .getByRole('button', { name: `Move up: ${uniforms}` })
    .click();
  await expect(page.getByRole('status').filter({ hasText: /Moved to place/ })).toBeVisible();
  titles = await rowTitles(page);
  expect(titles.findIndex((t) => t.includes(uniforms))).toBeLessThan(titles.findIndex((t) => t.includes(brief)));

  // Assign "brief" to Hui Min Ong (hr).
  await row(brief).getByText(brief).click();
  const editor = page.getByTestId('task-editor');
  await editor.getByLabel('Assigned to').click();
  await page.getByRole('option', { name: 'Hui Min Ong' }).click();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('Saved')).toBeVisible();
  const taskId = new URL(page.url()).pathname.split('/').pop()!;
  await editor.getByRole('button', { name: 'Close' }).click();
  await expect(row(brief).getByText('To Hui Min Ong')).toBeVisible();

  // hr signs in elsewhere: the bell has the notice, which opens the task.
  const hrContext = await browser.newContext();
  const hr = await hrContext.newPage();
  await signedIn(hr, 'hr', '/');
  await hr.getByTestId('notifications-button').click();
  const notice = hr.getByTestId('notifications-list').getByRole('listitem').filter({ hasText: brief });
  await expect(notice.getByText('Marcus Lim assigned you a task')).toBeVisible();
  await notice.getByText('Marcus Lim assigned you a task').click();
  await expect(hr).toHaveURL((u) => u.pathname === `/apps/tasks/${taskId}`);
  await expect(hr.getByTestId('task-editor').getByLabel('Title')).toHaveValue(brief);
  await expect(hr.getByTestId('task-editor').getByText(/Only Marcus Lim, who made this task/)).toBeVisible();
  await hr.getByTestId('task-editor').getByRole('button', { name: 'Close' }).click();

  // The global search's tasks group finds it and opens it.
  await hr.getByTestId('search-button').click();
  await hr.getByTestId('search-input').fill(`crew ${stamp}`);
  const results = hr.getByTestId('search-results');
  await expect(results.getByText('Tasks', { exact: true })).toBeVisible();
  await results.getByText(brief).click();
  await expect(hr).toHaveURL((u) => u.pathname === `/apps/tasks/${taskId}`);
  await expect(hr.getByTestId('task-editor').getByLabel('Title')).toHaveValue(brief);
  await hr.getByTestId('task-editor').getByRole('button', { name: 'Close' }).click();
  await expect(hr).toHaveURL((u) => u.pathname === '/apps/tasks');
  // The Apps menu links the page for hr too.
  await expect(hr.getByRole('link', { name: 'Tasks', exact: true })).toBeVisible();
  await hrContext.close();
});
