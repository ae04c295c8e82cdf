import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { ACME, consoleSignIn, expect, expectAccessible, loginAs, test } from './fixtures';

// Issue 44, decision 066: an administrator imports a QTI 3.0 content package in Console › Import,
// reads its preview (what it adds, and the item it cannot import with the reason), applies it; the
// test it becomes is exported again (Export as QTI 3.0) and put in a course, and a student takes it
// and is scored as the package's response processing says.
//
// On acme, so the demo company's content, which the other journeys take, never changes. Acme's one
// course gets the imported test in a module of its own beside everything it has (its seeded course
// file, with one module more); the other acme journeys read its brand, notices and About us page only.
//
// The package is written here and zipped with fflate (the API's zip library): a manifest, one
// assessment test of four items (choice, text entry, inline choice, and a hotspot Portico cannot
// import), each scored by the standard match_correct. Each document validates against 1EdTech's
// QTI 3.0 schemas (apps/api/test/qti/validate.ts). The test's identifier is the run's own.

const QTI = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
const MATCH_CORRECT = 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml';

/** A QTI 3.0 item: its response declaration, its body, scored by the standard match_correct. */
const item = (identifier: string, title: string, response: string, body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item xmlns="${QTI}" identifier="${identifier}" title="${title}" adaptive="false" time-dependent="false">
  ${response}
  <qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>
  <qti-item-body>
    ${body}
  </qti-item-body>
  <qti-response-processing template="${MATCH_CORRECT}"/>
</qti-assessment-item>
`;

const correct = (identifier: string, baseType: string, value: string) =>
  `<qti-response-declaration identifier="${identifier}" cardinality="single" base-type="${baseType}">
    <qti-correct-response><qti-value>${value}</qti-value></qti-correct-response>
  </qti-response-declaration>`;

const ITEMS = {
  'items/river.xml': item(
    'river',
    'The river of Paris',
    correct('RESPONSE', 'identifier', 'seine'),
    `<qti-choice-interaction response-identifier="RESPONSE" max-choices="1">
      <qti-prompt>Which river flows through Paris?</qti-prompt>
      <qti-simple-choice identifier="thames">Thames</qti-simple-choice>
      <qti-simple-choice identifier="seine">Seine</qti-simple-choice>
      <qti-simple-choice identifier="danube">Danube</qti-simple-choice>
    </qti-choice-interaction>`,
  ),
  'items/capital.xml': item(
    'capital',
    'The capital of Japan',
    correct('RESPONSE', 'string', 'Tokyo'),
    `<p>The capital of Japan is <qti-text-entry-interaction response-identifier="RESPONSE" expected-length="12"/>.</p>`,
  ),
  'items/boiling.xml': item(
    'boiling',
    'Boiling water',
    correct('RESPONSE', 'identifier', 'hundred'),
    `<p>At sea level, water boils at <qti-inline-choice-interaction response-identifier="RESPONSE">
        <qti-inline-choice identifier="fifty">50 °C</qti-inline-choice>
        <qti-inline-choice identifier="hundred">100 °C</qti-inline-choice>
        <qti-inline-choice identifier="twohundred">200 °C</qti-inline-choice>
      </qti-inline-choice-interaction>.</p>`,
  ),
  // Portico has no item type for a place chosen on an image: the preview names it, with the reason.
  'items/airports.xml': item(
    'airports',
    'UK airports',
    correct('RESPONSE', 'identifier', 'london'),
    `<p>Choose London on the map.</p>
    <qti-hotspot-interaction response-identifier="RESPONSE" max-choices="1">
      <object data="map.png" type="image/png" width="20" height="20">A map of the United Kingdom</object>
      <qti-hotspot-choice identifier="london" shape="circle" coords="15,16,3"/>
      <qti-hotspot-choice identifier="glasgow" shape="circle" coords="8,5,3"/>
    </qti-hotspot-interaction>`,
  ),
};

/** A 1×1 PNG: the hotspot's map. */
const MAP = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The content package: a manifest, an assessment test of the four items, and the map. */
function qtiPackage(testId: string, title: string) {
  const refs = Object.keys(ITEMS)
    .map((href) => `<qti-assessment-item-ref identifier="${path.basename(href, '.xml')}" href="${href}"/>`)
    .join('\n        ');
  const testXml = `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-test xmlns="${QTI}" identifier="${testId}" title="${title}">
  <qti-time-limits max-time="600"/>
  <qti-test-part identifier="part-1" navigation-mode="nonlinear" submission-mode="simultaneous">
    <qti-assessment-section identifier="geography" title="Geography" visible="true">
        ${refs}
    </qti-assessment-section>
  </qti-test-part>
</qti-assessment-test>
`;
  const resources = Object.keys(ITEMS)
    .map((href) => {
      const id = path.basename(href, '.xml');
      const map = id === 'airports' ? '<dependency identifierref="map"/>' : '';
      return `<resource identifier="${id}" type="imsqti_item_xmlv3p0" href="${href}"><file href="${href}"/>${map}</resource>`;
    })
    .join('\n    ');
  const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" identifier="${testId}-package">
  <metadata><schema>QTI Package</schema><schemaversion>3.0.0</schemaversion></metadata>
  <organizations/>
  <resources>
    <resource identifier="${testId}" type="imsqti_test_xmlv3p0" href="test.xml"><file href="test.xml"/></resource>
    ${resources}
    <resource identifier="map" type="webcontent" href="items/map.png"><file href="items/map.png"/></resource>
  </resources>
</manifest>
`;
  const files: Record<string, Uint8Array> = {
    'imsmanifest.xml': strToU8(manifest),
    'test.xml': strToU8(testXml),
    'items/map.png': new Uint8Array(MAP),
  };
  for (const [href, xml] of Object.entries(ITEMS)) files[href] = strToU8(xml);
  return Buffer.from(zipSync(files));
}

/** 1EdTech's shared-vocabulary package as published, its title carrying the run's tag (a test of its own). */
function sharedVocabulary(title: string): Buffer {
  const zip = path.resolve(
    import.meta.dirname,
    '../../apps/api/test/qti/1edtech/qtiv3-examples/items/shared-vocabulary/shared-vocabulary-imsmanifest.zip',
  );
  const files = unzipSync(new Uint8Array(fs.readFileSync(zip)));
  const manifest = strFromU8(files['imsmanifest.xml'] as Uint8Array);
  files['imsmanifest.xml'] = strToU8(
    manifest.replace('Simple Test with items demonstrating QTI shared vocabulary', title),
  );
  return Buffer.from(zipSync(files));
}

type Module = { key: string; title: string; modules?: Module[]; objects?: unknown[] };

/**
 * Acme's IELTS course as seeded, with one module more under Practice Tests holding the imported test
 * (a course file describes the course's whole tree: everything else stays as it is).
 */
function courseWith(cards: { test: string; title: string; key: string }[]) {
  const seeded = JSON.parse(
    fs.readFileSync(
      path.resolve(import.meta.dirname, '../../content/demo/content/ielts/ielts-academic.course.json'),
      'utf8',
    ),
  ) as { course: string; modules: Module[] };
  const practice = seeded.modules.find((m) => m.key === 'practice');
  if (!practice) throw new Error('the seeded course has no Practice Tests module');
  practice.modules = [
    ...(practice.modules ?? []),
    {
      key: 'practice-qti',
      title: 'Imported',
      modules: [
        {
          key: 'practice-qti-week-1',
          title: 'Week 1',
          objects: cards.map((c) => ({ ...c, kind: 'PracticeTest', isFree: true })),
        },
      ],
    },
  ];
  return seeded;
}

type Counts = {
  added: number;
  changed: number;
  removed: number;
  retired: number;
  names: { change: string; label: string }[];
};
type Answer = {
  status: number;
  data?: { ok: boolean; fingerprint: string; changes: { modules: Counts; objects: Counts } };
};

/** A console call from the signed-in page (its host and its staff cookie): the status and the answer. */
const consolePost = (page: Page, call: string, body: unknown) =>
  page.evaluate(
    async ({ call, body }) => {
      const res = await fetch(`/api/console/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, ...(await res.json()) };
    },
    { call, body },
  ) as Promise<Answer>;

/** A console read from the signed-in page: its answer. */
const consoleGet = (page: Page, call: string) =>
  page.evaluate(async (call) => (await fetch(`/api/console/${call}`)).json(), call) as Promise<{
    data: { tests: { key: string; title: string }[] };
  }>;

const question = (page: Page, n: number, of = 3) =>
  page.getByRole('region', { name: `Question ${n} of ${of}` });

test('an admin imports a QTI 3.0 package, previews, applies and exports it; a student takes the imported test', async ({
  page,
  baseURL,
}) => {
  // Two packages imported, one exported, a test taken and a bank opened: longer than most journeys.
  test.setTimeout(180_000);
  const acme = (baseURL as string).replace('localhost', 'acme.localhost');
  const tag = Date.now().toString(36);
  const testKey = `geography-${tag}`;
  const title = `Geography check ${tag}`;

  // The admin uploads the package in Console › Import and reads the preview.
  await consoleSignIn(page, acme, 'admin@acme.test', 'AcmeAdmin@1');
  await page.getByRole('link', { name: 'Authoring' }).click();
  await page.getByRole('link', { name: 'Import content' }).click();
  const qti = page.getByRole('region', { name: 'Import a QTI 3.0 package' });
  await qti.getByLabel('Choose a QTI package').setInputFiles({
    name: 'geography.zip',
    mimeType: 'application/zip',
    buffer: qtiPackage(testKey, title),
  });
  await expect(qti.getByText(`${title}: 3 questions.`)).toBeVisible({ timeout: 30_000 });
  const byInteraction = qti.getByRole('table', { name: 'Items of the package by interaction' });
  await expect(byInteraction.getByRole('row', { name: 'choice 1 0', exact: true })).toBeVisible();
  await expect(byInteraction.getByRole('row', { name: 'text-entry 1 0', exact: true })).toBeVisible();
  await expect(byInteraction.getByRole('row', { name: 'inline-choice 1 0', exact: true })).toBeVisible();
  await expect(byInteraction.getByRole('row', { name: 'hotspot 0 1', exact: true })).toBeVisible();
  // Nothing is dropped silently: the hotspot item is named, with the reason.
  await expect(qti.getByText('Not importable (1)')).toBeVisible();
  await expect(
    qti.getByRole('listitem').filter({
      hasText:
        'airports (items/airports.xml): Portico has no item type for a place chosen on an image (hotspot)',
    }),
  ).toBeVisible();
  const changes = qti.getByRole('region', { name: 'Changes by kind of content' });
  await expect(changes.getByRole('row', { name: /^Tests 1 0 0 0 0$/ })).toBeVisible();
  await expect(changes.getByRole('row', { name: /^Questions 3 0 0 0 0$/ })).toBeVisible();
  await expectAccessible(page);

  // On a phone the preview fits the screen (its tables scroll in their own regions).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(qti.getByRole('button', { name: 'Apply import' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  await qti.getByRole('button', { name: 'Apply import' }).click();
  await page
    .getByRole('dialog', { name: 'Apply this package?' })
    .getByRole('button', { name: 'Apply', exact: true })
    .click();
  await expect(qti.getByText(/1 test, 3 questions written\.$/)).toBeVisible({ timeout: 30_000 });

  // The test goes out again as a QTI package: what it holds said first, then the zip downloaded.
  const out = page.getByRole('region', { name: 'Export as QTI 3.0' });
  await out.getByRole('combobox', { name: 'Test' }).click();
  await page.getByRole('option', { name: `${title} (3 questions)` }).click();
  await expect(out.getByText('1 test, 3 questions in the package')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    out.getByRole('link', { name: 'Download package' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${testKey}-qti.zip`);
  const exported = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  expect(strFromU8(exported['imsmanifest.xml'] as Uint8Array)).toContain('imsqti_test_xmlv3p0');
  expect(Object.keys(exported).filter((f) => f.startsWith('items/'))).toHaveLength(3);

  // 1EdTech's own shared-vocabulary examples come in beside it: each item Portico has a type for.
  const bankTitle = `QTI shared vocabulary ${tag}`;
  await qti.getByLabel('Choose a QTI package').setInputFiles({
    name: 'shared-vocabulary.zip',
    mimeType: 'application/zip',
    buffer: sharedVocabulary(bankTitle),
  });
  await expect(qti.getByText(`${bankTitle}: 33 questions.`)).toBeVisible({ timeout: 30_000 });
  await qti.getByRole('button', { name: 'Apply import' }).click();
  await page
    .getByRole('dialog', { name: 'Apply this package?' })
    .getByRole('button', { name: 'Apply', exact: true })
    .click();
  await expect(qti.getByText(/1 test, 33 questions written\.$/)).toBeVisible({ timeout: 30_000 });
  const listed = await consoleGet(page, 'export/qti/tests');
  const bankKey = listed.data.tests.find((t) => t.title === bankTitle)?.key ?? '';

  // The test goes into the course through a course file (the JSON import): one module added, nothing
  // removed. Through the page: the browser resolves acme.localhost, and it holds the staff cookie.
  const course = {
    name: 'ielts-academic.course.json',
    text: JSON.stringify(
      courseWith([
        { test: testKey, title, key: `practice-qti-${tag}` },
        { test: bankKey, title: bankTitle, key: `practice-qti-bank-${tag}` },
      ]),
    ),
  };
  const plan = await consolePost(page, 'import/preview', { files: [course] });
  expect(plan.data?.ok, JSON.stringify(plan)).toBe(true);
  const { modules, objects } = plan.data?.changes ?? {};
  // Nothing the course has changes: the test's module and week are new (the first time), and its card.
  // (A run again on the same server retires the card of the run before, which its student attempted.)
  expect(modules).toMatchObject({ changed: 0, removed: 0, retired: 0 });
  expect(objects).toMatchObject({ added: 2, changed: 0, removed: 0 });
  expect(objects?.names.filter((n) => !/^(Geography check|QTI shared vocabulary) /.test(n.label))).toEqual(
    [],
  );
  const applied = await consolePost(page, 'import/apply', {
    files: [course],
    fingerprint: plan.data?.fingerprint,
  });
  expect(applied.status, JSON.stringify(applied)).toBe(200);

  // The student finds the test under Practice Tests and takes it: one answer right, one wrong, one right.
  await page.context().clearCookies();
  await loginAs(page, ACME.email, ACME.password, acme);
  await page.getByRole('button', { name: 'IELTS Academic Intensive' }).click();
  await page.getByRole('link', { name: 'Practice Tests' }).first().click();
  await page.getByRole('button', { name: 'Imported', exact: true }).click();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toContainText('3 questions · 10 min');
  await card.getByRole('button', { name: 'Start Now' }).click();
  await expect(page).toHaveURL(/\/assessment\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Start Test' }).click();

  await expect(question(page, 1)).toContainText('Which river flows through Paris?');
  await question(page, 1).getByRole('radio', { name: 'Seine', exact: true }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(question(page, 2)).toContainText('The capital of Japan is');
  await question(page, 2).getByRole('textbox').first().fill('Kyoto');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(question(page, 3)).toContainText('At sea level, water boils at');
  await question(page, 3).getByRole('combobox').first().selectOption({ label: '100 °C' });

  await page.getByRole('button', { name: 'Submit Test' }).first().click();
  await page
    .getByRole('dialog', { name: 'Submit Test' })
    .getByRole('button', { name: 'Submit Test' })
    .click();
  // The report scores each item as its match_correct says: 2 of 3.
  await expect(page.getByText('Test Taken on')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Score' }).getByRole('paragraph')).toHaveText('2');
  const summary = page.getByRole('region', { name: 'Questions summary' });
  for (const row of [
    '1 Which river flows through Paris? Seine Seine Correct',
    '2 The capital of Japan is ___. Kyoto Tokyo Incorrect',
    '3 At sea level, water boils at ___. 100 °C 100 °C Correct',
  ])
    await expect(summary.getByRole('row', { name: row, exact: true })).toBeVisible();
  await expectAccessible(page);

  // 1EdTech's items in the runner: the luggage sign's picture, an essay's box, a match's slots.
  await page.goto(`${acme}/dashboard`);
  await page.getByRole('link', { name: 'Practice Tests' }).first().click();
  await page.getByRole('button', { name: 'Imported', exact: true }).click();
  const bank = page.getByRole('article').filter({ has: page.getByRole('heading', { name: bankTitle }) });
  await expect(bank).toContainText('33 questions');
  await bank.getByRole('button', { name: 'Start Now' }).click();
  // The bank has no time limit (the package sets none): no clock, and nothing ends it but Submit.
  await expect(page.getByText('33 questions · no time limit')).toBeVisible();
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(page.getByRole('banner').getByText('No time limit')).toBeVisible();
  const luggage = question(page, 1, 33);
  await expect(luggage).toContainText('Look at the text in the picture.');
  await expect
    .poll(() =>
      luggage
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  const goTo = async (n: number) => {
    await page.getByRole('button', { name: /^Questions: \d+ of 33 answered$/ }).click();
    const palette = page.getByRole('navigation', { name: 'Questions' });
    await palette.getByRole('button', { name: new RegExp(`^Question ${n},`) }).click();
  };
  await goTo(14);
  await expect(question(page, 14, 33).getByRole('textbox')).toBeVisible();
  await goTo(26);
  await expect(question(page, 26, 33)).toContainText(
    'Match the following characters to the Shakespeare play',
  );
  await expect(question(page, 26, 33)).toContainText('Answers to place');
  await expectAccessible(page);
  // On a phone the runner without a clock fits the screen, 'No time limit' in its bar.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('banner').getByText('No time limit')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
});
