import { Menu } from '@mantine/core';
import type { MenuItem } from '@portico/contract/courses';
import { Link } from 'react-router';
import { menuPath } from '../../lib/api/get-menu';
import classes from './desktop-menu.module.css';
import { HeaderMenu } from './header-menu';
import { isActiveItem, menuState } from './nav-links';
import { SubMenuTrigger } from './submenu-trigger';

/** A course menu entry's sub items in a dropdown (desktop-menu.tsx). */
export function DesktopSubMenu({
  item,
  pathname,
  defaultOpened,
}: {
  item: MenuItem;
  pathname: string;
  defaultOpened?: boolean;
}) {
  return (
    <HeaderMenu position="bottom-start" offset={6} defaultOpened={defaultOpened}>
      <Menu.Target>
        <SubMenuTrigger item={item} pathname={pathname} />
      </Menu.Target>
      <Menu.Dropdown>
        {item.subMenu.map((sub) => {
          const active = isActiveItem(sub, pathname);
          return (
            <Menu.Item
              key={sub.id}
              component={Link}
              to={menuPath(sub.navigationUrl)}
              state={menuState(sub)}
              data-active={active || undefined}
              aria-current={active ? 'page' : undefined}
              className={classes.subItem}
            >
              {sub.title}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </HeaderMenu>
  );
}
