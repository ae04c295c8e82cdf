// The tests feature's public face: the only file another feature may import from it
// (scripts/structure.test.mjs checks this; it is the declared exception to "no barrel files").
// A test shown in a lesson or on the dashboard carries the same facts and evaluation status.
export { EvaluationStatus } from './components/evaluation-status';
export { TestMeta } from './components/test-meta';
