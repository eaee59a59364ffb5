import { expect, test } from '@playwright/test';
import { signedIn } from '../fixtures.ts';

const B = '/api/apps/scrumboard';

test('#34 scrumboard: a card dragged to another list stays there', async ({ page }) => {
  const token = await signedIn(page, 'admin');
  const auth = { Authorization: `Bearer ${token}` };
  const stamp = Date.now();
  const board = await (await page.request.post(`${B}/board`, { headers: auth, data: { board: { title: `Onboarding ${stamp}` } } })).json();
  const todo = await (await page.request.post(`${B}/board/list`, { headers: auth, data: { list: { boardId: board.id, title: 'To do' } } })).json();
  await page.request.post(`${B}/board/list`, { headers: auth, data: { list: { boardId: board.id, title: 'Done' } } });
  await page.request.put(`${B}/board/card`, { headers: auth, data: { card: { listId: todo.id, title: 'Visit the site' } } });

  await page.goto(`/apps/scrumboard/${board.id}`);
  const card = page.getByTestId('scrum-card-Visit the site');
  const done = page.getByTestId('scrum-list-Done');
  await expect(page.getByTestId('scrum-list-To do').getByTestId('scrum-card-Visit the site')).toBeVisible();
  await card.dragTo(done);
  await expect(done.getByTestId('scrum-card-Visit the site')).toBeVisible();
  // The move is stored: after a reload the card is still in Done.
  await page.reload();
  await expect(page.getByTestId('scrum-list-Done').getByTestId('scrum-card-Visit the site')).toBeVisible();
  await expect(page.getByTestId('scrum-list-To do').getByTestId('scrum-card-Visit the site')).toHaveCount(0);
  // The keyboard moves it back: focus, Alt + ArrowLeft.
  await page.getByTestId('scrum-card-Visit the site').focus();
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(page.getByTestId('scrum-list-To do').getByTestId('scrum-card-Visit the site')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('scrumboard.png'), fullPage: true });
});
