// The live classes feature's public face: the only file another feature may import from it
// (scripts/structure.test.mjs checks this; it is the declared exception to "no barrel files").
// The dashboard's ongoing classes open a class as the live classes page does.
export { launchLiveClass } from './api/launch-live-class';
