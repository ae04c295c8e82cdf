// The videos feature's public face: the only file another feature may import from it
// (scripts/structure.test.mjs checks this; it is the declared exception to "no barrel files").
// A lesson's topic lists its videos as the video library does.
export { VideoObjectGrid } from './components/video-object-grid';
