// In the jsdom test files only: testing-library's find* and waitFor wait up to 5 s instead of 1 s.
// A page that navigates and renders after a click can take over a second on a busy 2-core machine;
// a wait that long is a hang to report, not a speed to assert.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}
