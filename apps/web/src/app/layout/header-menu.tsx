import { Menu, type MenuProps } from '@mantine/core';

/**
 * A dropdown of the app header (a course menu entry's sub items, the account menu): rounded and
 * shadowed, 220px wide; opened by the keyboard, focus goes to its first item.
 */
export function HeaderMenu({
  position,
  offset,
  children,
}: Pick<MenuProps, 'position' | 'offset' | 'children'>) {
  return (
    <Menu
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
