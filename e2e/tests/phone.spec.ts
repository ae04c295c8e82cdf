import type { Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, loginAs, registerStudent, test } from './fixtures';

/**
 * Every page a student can reach, on every course of the demo student, read on a 390×844 phone:
 * nothing scrolls sideways (a table or a card wider than the screen cuts its content off) and axe
 * finds no serious or critical violation. The menu of each course is read from the page itself, so
 * a page added to a course's menu is walked too.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** Waits for the page's data (no loader left), then the width the document takes beyond the screen. */
async function sidewaysOverflow(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return page.evaluate(() => {
    const doc = document.documentElement;
    /** Clipped by a scrolling ancestor (a table's scroll container): it cannot widen the page. */
    const clipped = (el: HTMLElement) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.getBoundingClientRect().right > doc.clientWidth + 1)
      .filter((el) => getComputedStyle(el).position !== 'fixed' && !clipped(el))
      .slice(0, 3)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')} "${el.textContent?.slice(0, 40)}"`,
      );
    return { overflow: doc.scrollWidth - doc.clientWidth, wide };
  });
}

async function expectFitsPhone(page: Page, where: string, axe = true) {
  const { overflow, wide } = await sidewaysOverflow(page);
  expect(overflow, `${where} scrolls ${overflow}px sideways (${wide.join(', ')})`).toBe(0);
  if (axe) await expectAccessible(page);
}

/** Answers the IELTS score-report probe if this dashboard opens with it. */
async function closeProbe(page: Page) {
  const probe = page.getByRole('dialog', { name: 'Have you taken the actual IELTS?' });
  if (await probe.isVisible()) {
    await probe.getByRole('button', { name: 'Not Interested' }).click();
    await expect(probe).toBeHidden();
  }
}

/** Pages whose content depends on the course (its dashboard, tests and reports). */
const COURSE_PAGES =
  /^\/(dashboard|practicetest|mocktest|live-speaking|test-your-english|study-plan|review|[a-z-]*report)/;

test('every page of every course of the demo student fits a phone @postgres', async ({ page }) => {
  // About a minute and a half alone; five minutes when the machine is busy (seen in a full run).
  test.setTimeout(600_000);
  await loginAs(page, DEMO.email, DEMO.password);
  await page.goto('/select-course');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectFitsPhone(page, '/select-course');
  const main = page.getByRole('main');
  const courses = await main.getByRole('button').allTextContents();
  expect(courses.length).toBeGreaterThan(5);

  const seen = new Set<string>();
  const axeRead = new Set<string>();
  for (const course of courses) {
    await page.goto('/select-course');
    await page.getByRole('button', { name: course, exact: true }).click();
    await expect(page).not.toHaveURL(/\/select-course$/);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await closeProbe(page);
    await expectFitsPhone(page, `${course}: ${new URL(page.url()).pathname}`);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const links = page.getByRole('navigation').getByRole('link');
    const hrefs = [
      ...new Set(await links.evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''))),
    ].filter((href) => href.startsWith('/') && href !== '/logout' && href !== '/select-course');
    // The dashboard's 'Test Your English' banner opens the course's level check (or says it has none).
    hrefs.push('/test-your-english');
    for (const href of hrefs) {
      // The course's own pages are read on every course; pages the courses share (profile,
      // notifications, about us, pages still to come) once.
      const key = COURSE_PAGES.test(href) ? `${course} ${href}` : href;
      if (seen.has(key) || href === new URL(page.url()).pathname) continue;
      seen.add(key);
      await page.goto(href);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await closeProbe(page);
      // axe takes about 1.7 s a page: it reads each path once (and every course's dashboard above);
      // the width is measured on every course's page.
      const firstOfPath = !axeRead.has(href);
      axeRead.add(href);
      await expectFitsPhone(page, `${course}: ${href}`, firstOfPath);
    }
  }
});

test('a practice test report fits a phone', async ({ page }) => {
  test.setTimeout(120_000);
  const origin = test.info().project.use.baseURL as string;
  const student = await registerStudent(page.request, origin);
  await loginAs(page, student.email, student.password, origin);
  await page.getByRole('button', { name: 'IELTS Academic' }).click();
  await page.goto('/practicetest');
  await page.getByRole('button', { name: 'Reading', exact: true }).click();
  await page.getByRole('button', { name: 'Start Now' }).first().click();
  await expect(page).toHaveURL(/\/assessment\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Start Test' }).click();

  // The runner on a phone: the question's answers are on the screen, not below a long passage,
  // which is one tap away; the question bar below takes the student to any question.
  const first = page.getByRole('region', { name: /^Question 1 of / });
  await expect(first.getByRole('radio').first()).toBeInViewport();
  await expectFitsPhone(page, 'the runner');
  await page.getByText('Passage', { exact: true }).click();
  await expect(page.getByRole('region', { name: 'Passage' })).toBeInViewport();
  await expect(first).toBeHidden();
  // IELTS's question bar (decision 041): one row at the bottom, scrolling sideways on a phone.
  const bar = page.getByRole('navigation', { name: 'Question bar' });
  await expect(bar).toBeInViewport();
  await bar.getByRole('button', { name: 'Question 2, not answered' }).click();
  await page.getByText('Question 2', { exact: true }).first().click();
  await expect(
    page
      .getByRole('region', { name: /^Question 2 of / })
      .getByRole('radio')
      .first(),
  ).toBeInViewport();

  await page.getByRole('button', { name: 'Submit Test' }).first().click();
  await page
    .getByRole('dialog', { name: 'Submit Test' })
    .getByRole('button', { name: 'Submit Test' })
    .click();
  await expect(page.getByText('Test Taken on')).toBeVisible({ timeout: 30_000 });
  await expectFitsPhone(page, 'the runner result');

  const attempt = page.url().match(/assessment\/([0-9a-f-]{36})/)?.[1];
  await page.goto(`/report/${attempt}`);
  await expect(page.getByText('Test Taken on')).toBeVisible();
  await expectFitsPhone(page, '/report');
  await page.getByText('Questions summary').scrollIntoViewIfNeeded();
});
