import { Menu, type MenuProps } from '@mantine/core';

/**
 * A dropdown of the app header (a course menu entry's sub items, the account menu): rounded and
 * shadowed, 220px wide; opened by the keyboard, focus goes to its first item. It is part of a
 * deferred part of the shell (shell-parts.tsx): open at once when its button was clicked before it
 * arrived (`defaultOpened`).
 */
export function HeaderMenu({
  position,
  offset,
  defaultOpened,
  children,
}: Pick<MenuProps, 'position' | 'offset' | 'children' | 'defaultOpened'>) {
  return (
    <Menu
      defaultOpened={defaultOpened}
      position={position}
      offset={offset}
      radius="md"
      shadow="md"
      width={220}
      withInitialFocusPlaceholder={false}
    >
      {children}
    </Menu>
  );
}
