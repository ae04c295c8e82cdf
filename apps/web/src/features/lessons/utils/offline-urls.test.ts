// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { learningObject } from '../../../test/learning-object';
import { savableVideo } from './offline-urls';

const video = (overrides: Parameters<typeof learningObject>[0] = {}) =>
  learningObject({
    kind: 'Video',
    component: { title: 'Labelling a map', content: '/demo-media/video/sample/index.m3u8' },
    ...overrides,
  });

describe('savableVideo (issue 46 part 2)', () => {
  it("keeps a video the portal serves only where the course allows it, and never Vimeo's", () => {
    expect(savableVideo(video({ offlineAllowed: true }))).toBe(true);
    expect(savableVideo(video({ offlineAllowed: false }))).toBe(false);
    const vimeo = video({
      offlineAllowed: true,
      component: { title: 'On Vimeo', vimeoLink: 'https://player.vimeo.com/video/1' },
    });
    expect(savableVideo(vimeo)).toBe(false);
    // A lesson is no video: the page saves it whatever the video rule says.
    expect(savableVideo(learningObject({ offlineAllowed: true }))).toBe(false);
  });
});
