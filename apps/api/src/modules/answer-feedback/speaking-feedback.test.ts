import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assessmentFixture, type Fixture, launchPractice } from '../../../test/assessment-fixture';
import { threeSpeakingTest, writingSpeakingTest } from '../../../test/evaluation-fixture';
import { measuredFeedback } from '../../../test/feedback-fixture';
import { webm } from '../../../test/files';
import { type TestContext, useTestApp } from '../../../test/harness';
import { decodingAvailable } from './speaking/decode';

// Issue 41 §3: a recorded answer is measured from the student's stored recording (speaking time,
// pauses, the longest silence); one that cannot be decoded says so, and nothing else is lost.

const t = useTestApp();

const CLIP = path.resolve(
  import.meta.dirname,
  '../../../../../content/demo/media/speaking/kavya-part1-home.ogg',
);

/** The student's upload of a recording, as the runner sends it. */
async function upload(t: TestContext, f: Fixture, name: string, type: string, bytes: Uint8Array) {
  const res = await f.c.post('/api/document-upload', {
    fileName: name,
    contentType: type,
    purpose: 'answer-audio',
  });
  const { signedUrl, publicUrl } = res.json().data as { signedUrl: string; publicUrl: string };
  const put = await t.app.inject({
    method: 'PUT',
    url: signedUrl,
    headers: { host: f.company.host, 'content-type': type },
    payload: Buffer.from(bytes),
  });
  expect(put.statusCode).toBe(200);
  return publicUrl;
}

async function speakAndEnd(t: TestContext, f: Fixture, recording: string) {
  const { id, data } = await launchPractice(f);
  const items = (data.testJson.SectionResponse as { ItemResponse: { ItemID: string }[] }[]).flatMap((s) =>
    s.ItemResponse.map((i) => i.ItemID),
  );
  const track = [
    { itemId: items[1], text: 'Some people think students should pay. I partly agree.' },
    { itemId: items[2], text: recording },
  ].map((a, i) => ({
    testId: id,
    itemId: a.itemId,
    trackNumber: i + 1,
    companyCode: f.company.code,
    timeTaken: 60,
    attempt: '1',
    enteredText: a.text,
  }));
  expect((await f.c.post('/api/sync-track', { track })).statusCode).toBe(200);
  expect((await f.c.post('/api/end-test', { token: id })).statusCode).toBe(200);
  const { answers } = await measuredFeedback(t, f.c, id);
  return { answers, speaking: items[2] };
}

describe.skipIf(!(await decodingAvailable()))(
  'instant feedback on a recorded answer (ffmpeg installed)',
  () => {
    it('measures speaking time and pauses from the stored recording', async () => {
      const f = await assessmentFixture(t, { testExtra: writingSpeakingTest });
      const recording = await upload(t, f, 'answer.ogg', 'audio/ogg', fs.readFileSync(CLIP));
      const { answers, speaking } = await speakAndEnd(t, f, recording);
      const spoken = answers.find((a) => a.itemId === speaking);
      expect(spoken).toMatchObject({ spoken: true, state: 'ready', text: '', marks: [], criteria: [] });
      expect(spoken?.speaking?.pauses).toBeGreaterThan(0);
      expect(spoken?.speaking?.speakingSeconds).toBeGreaterThan(5);
      expect(spoken?.speaking?.longestSilenceSeconds).toBeGreaterThanOrEqual(0.25);
      // No recogniser is good enough here (decision 058): no transcript is shown.
      expect(spoken?.speaking?.transcript).toBeNull();
      expect(answers.find((a) => !a.spoken)?.state).toBe('ready');
    });

    it('says a recording that is not audio could not be measured, and the written answer is measured', async () => {
      const f = await assessmentFixture(t, { testExtra: writingSpeakingTest });
      const recording = await upload(t, f, 'answer.webm', 'audio/webm', webm);
      const { answers, speaking } = await speakAndEnd(t, f, recording);
      const spoken = answers.find((a) => a.itemId === speaking);
      expect(spoken?.state).toBe('failed');
      expect(spoken?.reason).not.toBe('');
      expect(answers.find((a) => !a.spoken)?.state).toBe('ready');
    });
    it('tells recordings of one task type apart by their number', async () => {
      const f = await assessmentFixture(t, { testExtra: threeSpeakingTest });
      const { id, data } = await launchPractice(f);
      const items = (data.testJson.SectionResponse as { ItemResponse: { ItemID: string }[] }[]).flatMap((s) =>
        s.ItemResponse.map((i) => i.ItemID),
      );
      const recording = await upload(t, f, 'answer.webm', 'audio/webm', webm);
      const track = items.slice(2).map((itemId, i) => ({
        testId: id,
        itemId,
        trackNumber: i + 1,
        companyCode: f.company.code,
        timeTaken: 60,
        attempt: '1',
        enteredText: recording,
      }));
      expect((await f.c.post('/api/sync-track', { track })).statusCode).toBe(200);
      expect((await f.c.post('/api/end-test', { token: id })).statusCode).toBe(200);
      const { answers } = await measuredFeedback(t, f.c, id);
      expect(answers.map((a) => a.title)).toEqual([
        'IELTS Speaking, answer 1',
        'IELTS Speaking, answer 2',
        'IELTS Speaking, answer 3',
      ]);
    });
  },
);
