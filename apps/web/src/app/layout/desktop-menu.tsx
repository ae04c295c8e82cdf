import type { MenuItem } from '@portico/contract/courses';
import { Link } from 'react-router';
import { menuPath } from '../../lib/api/get-menu';
import classes from './desktop-menu.module.css';
import { isActiveItem, isExternal, menuState } from './nav-links';
import { SubMenu } from './shell-parts';

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
              <SubMenu item={item} pathname={pathname} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
