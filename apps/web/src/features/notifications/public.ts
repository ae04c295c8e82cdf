// The notifications feature's public face: the only file another feature may import from it
// (scripts/structure.test.mjs checks this; it is the declared exception to "no barrel files").
// The dashboard lists the latest notices as the notice board does.
export { NoticeItems } from './components/notice-items';
