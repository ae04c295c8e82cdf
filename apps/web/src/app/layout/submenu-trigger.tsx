import { UnstyledButton } from '@mantine/core';
import type { MenuItem } from '@portico/contract/courses';
import type { ComponentPropsWithRef } from 'react';
import { ChevronDownIcon } from '../../components/icons';
import classes from './desktop-menu.module.css';
import { isActiveItem } from './nav-links';

/**
 * A course menu entry with sub items: the button of its dropdown (desktop-submenu.tsx), and its
 * stand-in until the dropdown's code has arrived (shell-parts.tsx).
 */
export function SubMenuTrigger({
  item,
  pathname,
  ...button
}: { item: MenuItem; pathname: string } & Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'color' | 'style'
>) {
  return (
    <UnstyledButton
      {...button}
      className={classes.link}
      data-active={isActiveItem(item, pathname) || undefined}
    >
      {item.title}
      <ChevronDownIcon size={14} />
    </UnstyledButton>
  );
}
