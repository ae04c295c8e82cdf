import { MantineProvider } from '@mantine/core';
import type { StudentTestItem } from '@portico/contract/assessment-launch';
import type { LaunchItem } from '@portico/contract/assessment-test-json';
import { cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, vi } from 'vitest';
import { preloadItemViews } from './deferred-view';
import { ItemView } from './item-view';
import { emptyResponse } from './response';
import type { ItemViewProps, ResponseValue } from './types';

// jsdom has no matchMedia; Mantine's colour scheme asks for it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no document.fonts; Mantine's autosizing Textarea listens to it.
if (typeof document !== 'undefined' && !document.fonts) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

afterEach(() => cleanup());

// The item and answer builders are shared with the report and API tests (contract launch-item-builders).
export { makeItem, makeResult, option } from '@portico/contract/launch-item-builders';

// The drag-and-drop views load apart from the runner: here, before any test renders one.
await preloadItemViews();

export const response = (r: Partial<ResponseValue>): ResponseValue => ({ ...emptyResponse(), ...r });
export const inputs = (...values: (string | null)[]) => values.map((value) => ({ value }));

type HarnessProps = Omit<ItemViewProps, 'value' | 'onChange' | 'mode' | 'questionNumber'> &
  Partial<Pick<ItemViewProps, 'value' | 'mode' | 'questionNumber'>>;

/**
 * Renders an item the way the runner does: the value lives above the item and every onChange
 * feeds back into it. `changes` records each value given to onChange; `last()` the newest.
 */
export function renderItem(props: HarnessProps) {
  const changes = vi.fn<(next: ResponseValue) => void>();
  function Harness() {
    const [value, setValue] = useState<ResponseValue>(props.value ?? emptyResponse());
    return (
      <ItemView
        mode="answer"
        questionNumber={3}
        {...props}
        value={value}
        onChange={(next) => {
          changes(next);
          setValue(next);
        }}
      />
    );
  }
  const view = render(
    <MantineProvider>
      <Harness />
    </MantineProvider>,
  );
  const last = (): ResponseValue => {
    const call = changes.mock.calls.at(-1);
    if (!call) throw new Error('onChange was not called');
    return call[0];
  };
  return { ...view, changes, last };
}

/** A review-mode render: the saved answer, the result, no onChange expected. */
export function renderReview(item: LaunchItem, value: ResponseValue, result?: StudentTestItem) {
  const onChange = vi.fn();
  const view = render(
    <MantineProvider>
      <ItemView
        item={item}
        value={value}
        onChange={onChange}
        mode="review"
        result={result}
        questionNumber={3}
      />
    </MantineProvider>,
  );
  return { ...view, onChange };
}
