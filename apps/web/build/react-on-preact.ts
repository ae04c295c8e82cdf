// @ts-nocheck: a module of the build, not of the app: it re-exports Preact's compat layer as
// `react` (decision 070; its types stay React's, which the app is written against).
// React 19.2's <Activity> is the one part of React's API Portico's libraries use that compat
// lacks (Mantine's Collapse, Transition and Tabs keep a hidden panel mounted with it): here a
// wrapper that takes no room (`display: contents`) and hides what it holds while hidden.
import { createElement } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

export function Activity({ mode = 'visible', children }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}
