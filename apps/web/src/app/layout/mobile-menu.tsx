import { Divider, Drawer, Group, NavLink, Text } from '@mantine/core';
import type { MenuItem } from '@portico/contract/courses';
import { Link } from 'react-router';
import { menuPath } from '../../lib/api/get-menu';
import { isActiveItem, isExternal, menuState, type ProfileLink } from './nav-links';

export interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  items: MenuItem[];
  links: ProfileLink[];
  pathname: string;
  name: string;
}

function MobileItem({ item, pathname }: { item: MenuItem; pathname: string }) {
  const active = isActiveItem(item, pathname);
  if (item.subMenu.length > 0) {
    return (
      <NavLink label={item.title} active={active} defaultOpened={active} variant="light">
        {item.subMenu.map((sub) => (
          <MobileItem key={sub.id} item={sub} pathname={pathname} />
        ))}
      </NavLink>
    );
  }
  const path = menuPath(item.navigationUrl);
  if (isExternal(path)) {
    return <NavLink component="a" href={path} target="_blank" rel="noopener noreferrer" label={item.title} />;
  }
  return (
    <NavLink
      component={Link}
      to={path}
      state={menuState(item)}
      label={item.title}
      active={active}
      aria-current={active ? 'page' : undefined}
      variant="light"
    />
  );
}

/** Every address of the course menu, its sub-menus' too. */
const menuPaths = (items: MenuItem[]): string[] =>
  items.flatMap((item) => [menuPath(item.navigationUrl), ...menuPaths(item.subMenu)]);

/**
 * spec 1 §2: a mobile menu holds the same items as the header. A page the course menu already lists
 * (Support) is not listed again under the account's links.
 */
export function MobileMenu({ opened, onClose, items, links, pathname, name }: MobileMenuProps) {
  const inMenu = new Set(menuPaths(items));
  const accountLinks = links.filter((link) => !inMenu.has(link.to));
  return (
    // Compound form: the default Drawer header is a <header> element, a second banner landmark.
    <Drawer.Root opened={opened} onClose={onClose} size="xs" padding="md" position="right">
      <Drawer.Overlay />
      <Drawer.Content>
        <Group justify="space-between" px="md" pt="md" pb="xs">
          <Drawer.Title fw={700} fz="lg">
            Menu
          </Drawer.Title>
          <Drawer.CloseButton aria-label="Close navigation" />
        </Group>
        <Drawer.Body>
          <nav aria-label="Main">
            {items.map((item) => (
              <MobileItem key={item.id} item={item} pathname={pathname} />
            ))}
          </nav>
          <Divider my="md" />
          {name && (
            <Text size="sm" c="dimmed" px="sm" mb={4}>
              {name}
            </Text>
          )}
          <nav aria-label="Account">
            {accountLinks.map(({ label, to, icon: Icon }) => (
              <NavLink
                key={to}
                component={Link}
                to={to}
                label={label}
                leftSection={<Icon size={16} />}
                active={pathname === to}
                color={to === '/logout' ? 'red.9' : undefined}
              />
            ))}
          </nav>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
