import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, registerStudent, test } from './fixtures';

/**
 * Coding exercises (decision 025; spec 2 §4 Coding): a student opens a coding exercise, runs code that
 * fails a visible case (the run stops there), fixes it, passes every case (hidden ones included) and
 * sees the exercise Completed; the lesson that embeds an exercise with `[item …]` runs it in place.
 * Programs run in the server's bubblewrap sandbox.
 */
const SUM_WRONG = `import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int a = in.nextInt(), b = in.nextInt();
        System.out.println(a + b);
    }
}
`;

async function replaceCode(page: Page, code: string) {
  const editor = page.getByRole('textbox', { name: /code/i });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

test('a student fails a case, fixes the code, passes and sees the exercise Completed @postgres', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const student = await registerStudent(
    page.request,
    test.info().project.use.baseURL as string,
    'Programming Foundations',
  );
  await loginAs(page, student.email, student.password);
  await page.getByRole('button', { name: 'Programming Foundations' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Lessons' }).first().click();

  // The first topic: a lesson that shows the Hello World exercise in place.
  await expect(page.getByRole('heading', { level: 2, name: 'Getting started' })).toBeVisible();
  await expect(page.getByText('Print Hello World on one line.')).toBeVisible();
  await page.getByRole('button', { name: 'Run' }).first().click();
  await expect(page.getByText('The test case passed').first()).toBeVisible({ timeout: 30_000 });

  // Sum of two numbers, in Java (its default): int overflows on a hidden case.
  await page.getByRole('button', { name: 'Input and output' }).first().click();
  await page.getByRole('tab', { name: /Sum of two numbers/ }).click();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('JAVA');
  await expect(page.getByText('2 hidden test cases')).toBeVisible();
  await replaceCode(page, SUM_WRONG.replace('a + b', 'a - b'));
  await page.getByRole('button', { name: 'Run' }).click();
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByText('Test case 1')).toBeVisible({ timeout: 60_000 });
  await expect(results.getByText('Failed').first()).toBeVisible();
  await expect(results.getByText('-1', { exact: true })).toBeVisible();
  // The run stopped at the first failing visible case.
  await expect(results.getByText(/not run/i).first()).toBeVisible();
  await expectAccessible(page);

  // a + b in int: both visible cases pass, the hidden 2·10^9 case fails.
  await replaceCode(page, SUM_WRONG);
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(results.getByText('2 of 4 test cases passed')).toBeVisible({ timeout: 60_000 });

  // long: every case passes and the exercise is Completed.
  await replaceCode(
    page,
    SUM_WRONG.replace(
      'int a = in.nextInt(), b = in.nextInt();',
      'long a = in.nextLong(), b = in.nextLong();',
    ),
  );
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(results.getByText('All 4 test cases passed')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Exercise completed')).toBeVisible();
  await expect(
    page.getByRole('tab', { name: /Sum of two numbers/ }).getByRole('img', { name: 'Completed' }),
  ).toBeVisible();

  // After a reload: still Completed, and the editor holds the code that passed.
  await page.reload();
  await page.getByRole('button', { name: 'Input and output' }).first().click();
  await page.getByRole('tab', { name: /Sum of two numbers/ }).click();
  await expect(
    page.getByRole('tab', { name: /Sum of two numbers/ }).getByRole('img', { name: 'Completed' }),
  ).toBeVisible();
  await expect(page.getByText('long a = in.nextLong()')).toBeVisible();
});
