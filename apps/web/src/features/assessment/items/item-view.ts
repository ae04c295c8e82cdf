import { Loader } from '@mantine/core';
import { type ComponentType, createElement, Suspense, useEffect } from 'react';
import { ConversationItem, DropdownCompletionItem, StepsItem } from './composite-items';
import { preloadItemViews } from './deferred-view';
import { ItemShell } from './item-shell';
import { SINGLE_VIEWS } from './single-views';
import type { ItemViewProps } from './types';
import { UnknownItem } from './unknown-item';

const VIEWS: Record<string, ComponentType<ItemViewProps>> = {
  ...SINGLE_VIEWS,
  interactivelistening: ConversationItem,
  interactivewriting: StepsItem,
  interactivedropdown: DropdownCompletionItem,
  selectandspeak: StepsItem,
  selectandessay: StepsItem,
};

export const supportedItemTypes = Object.keys(VIEWS);

/**
 * One item of the test runner, whatever its type (ITEM-TYPES.md): the question around it and the
 * answer area of its type; a new item (its id) starts a fresh view. Built with createElement so the
 * module stays .ts: it exports the list of types beside the component.
 */
export function ItemView(props: ItemViewProps) {
  const view = VIEWS[props.item.ItemType] ?? UnknownItem;
  // Once a question is on screen, the views fetched apart follow (a failed fetch is tried again
  // until it arrives: deferred-view.ts).
  useEffect(() => {
    preloadItemViews().catch(() => undefined);
  }, []);
  const answer = createElement(
    Suspense,
    { fallback: createElement(Loader, { size: 'sm', 'aria-label': 'Loading the question' }) },
    createElement(view, props),
  );
  // biome-ignore lint/correctness/noChildrenProp: no JSX in this .ts module, and createElement's children argument does not satisfy ItemShell's required children prop type.
  return createElement(ItemShell, { props, key: props.item.ItemID, children: answer });
}
