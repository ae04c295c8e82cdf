import { Menu, UnstyledButton } from '@mantine/core';
import type { MenuItem } from '@portico/contract/courses';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../components/icons';
import { menuPath } from '../../lib/api/get-menu';
import classes from './desktop-menu.module.css';
import { HeaderMenu } from './header-menu';
import { isActiveItem, isExternal, menuState } from './nav-links';

function ItemLink({ item, pathname, className }: { item: MenuItem; pathname: string; className?: string }) {
  const path = menuPath(item.navigationUrl);
  const active = isActiveItem(item, pathname);
  if (isExternal(path)) {
    return (
      <a href={path} className={className} target="_blank" rel="noopener noreferrer">
        {item.title}
      </a>
    );
  }
  return (
    <Link
      to={path}
      state={menuState(item)}
      className={className}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
    >
      {item.title}
    </Link>
  );
}

/** The course menu as a horizontal bar; items with sub items open a dropdown. */
export function DesktopMenu({ items, pathname }: { items: MenuItem[]; pathname: string }) {
  return (
    <nav aria-label="Main">
      <ul className={classes.list}>
        {items.map((item) => (
          <li key={item.id}>
            {item.subMenu.length === 0 ? (
              <ItemLink item={item} pathname={pathname} className={classes.link} />
            ) : (
              <HeaderMenu position="bottom-start" offset={6}>
                <Menu.Target>
                  <UnstyledButton
                    className={classes.link}
                    data-active={isActiveItem(item, pathname) || undefined}
                  >
                    {item.title}
                    <ChevronDownIcon size={14} />
                  </UnstyledButton>
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
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
