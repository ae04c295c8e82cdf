// The profile feature's public face: the only file another feature may import from it
// (scripts/structure.test.mjs checks this; it is the declared exception to "no barrel files").
// The video library's language filter is the profile's preferred language, saved the same way.

export { useLanguages } from './api/get-languages';
export { updateProfile } from './api/update-profile';
