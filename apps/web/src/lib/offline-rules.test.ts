import { describe, expect, it } from 'vitest';
import { isKeptRead, isSavableMedia, isTestPage } from './offline-rules';

describe('what the service worker keeps (decision 073)', () => {
  it("keeps a student's reads, never staff's, files, a deck's session or developer tools", () => {
    expect(isKeptRead('/api/learningobject')).toBe(true);
    expect(isKeptRead('/api/dashboard/lessons')).toBe(true);
    expect(isKeptRead('/api/review/decks')).toBe(true);
    expect(isKeptRead('/api/review/decks/6272d7ac-d95b-4e5f-9ff6-1192bf7668f2')).toBe(false);
    expect(isKeptRead('/api/console/evaluations')).toBe(false);
    expect(isKeptRead('/api/console')).toBe(false);
    expect(isKeptRead('/api/dev/outbox')).toBe(false);
    expect(isKeptRead('/api/files/object/1')).toBe(false);
    expect(isKeptRead('/api/brand/logo')).toBe(false);
    expect(isKeptRead('/dashboard')).toBe(false);
    // A path that only begins like an excluded one is still a read.
    expect(isKeptRead('/api/developer-notes')).toBe(true);
  });

  it('saves only the portal’s own media', () => {
    expect(isSavableMedia('/demo-media/video/ielts/index.m3u8')).toBe(true);
    expect(isSavableMedia('/api/content-media/x.mp3')).toBe(true);
    expect(isSavableMedia('/api/files/abc')).toBe(true);
    expect(isSavableMedia('/assets/index.js')).toBe(false);
  });

  it('names the pages where a test runs', () => {
    expect(isTestPage('/assessment/6272d7ac')).toBe(true);
    expect(isTestPage('/dashboard')).toBe(false);
    expect(isTestPage('/assessments')).toBe(false);
  });
});
