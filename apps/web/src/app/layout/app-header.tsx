import { Burger, Group, Skeleton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { BrandLogoLink } from '../../components/brand-logo';
import { landingItem, useMenu } from '../../lib/api/get-menu';
import { useCompany } from '../../lib/company-context';
import { getCourseId, useStoredUser } from '../../lib/session';
import classes from './app-header.module.css';
import { DesktopMenu } from './desktop-menu';
import { profileLinks } from './nav-links';
import { NotificationBell } from './notification-bell';
import { MobileMenu, ProfileMenu, usePreloadShellParts } from './shell-parts';

/**
 * Whether the desktop menu's entries are wider than the room the header leaves them (a long menu
 * on a laptop screen): then the header offers the drawer instead of a menu cut off at its end.
 */
function useCrowded(container: RefObject<HTMLDivElement | null>, key: unknown) {
  const [crowded, setCrowded] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key (the menu's entries) is the trigger: a new list is measured again.
  useLayoutEffect(() => {
    const box = container.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const list = box.querySelector('ul');
      setCrowded(!!list && list.clientWidth > 0 && list.scrollWidth > list.clientWidth + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [container, key]);
  return crowded;
}

/** spec 1 §2 Header and menu. */
export function AppHeader() {
  const company = useCompany();
  const { pathname, search } = useLocation();
  // /projectdetail with ?project= is a career project (project-detail-route.tsx): the menu's /project entry.
  const menuPathname =
    pathname === '/projectdetail' && new URLSearchParams(search).has('project') ? '/project' : pathname;
  const user = useStoredUser();
  const menu = useMenu(getCourseId());
  const items = menu.data?.items ?? [];
  const links = profileLinks(company, pathname);
  const [drawerOpened, drawer] = useDisclosure(false);
  const home = items.length ? landingItem(items).path : '/select-course';
  const desktop = useRef<HTMLDivElement>(null);
  const crowded = useCrowded(desktop, items);
  usePreloadShellParts();

  // A chosen link closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger (a new page), not a value the effect reads; drawer.close is stable.
  useEffect(() => drawer.close(), [pathname]);

  return (
    <header className={classes.header} data-crowded={crowded || undefined}>
      <div className={classes.inner}>
        <BrandLogoLink to={home} height={32} className={classes.logo} />
        <div className={classes.desktopOnly} ref={desktop} aria-hidden={crowded || undefined}>
          {menu.isLoading ? (
            <Group gap="md" aria-hidden="true">
              <Skeleton height={14} width={72} />
              <Skeleton height={14} width={88} />
              <Skeleton height={14} width={64} />
            </Group>
          ) : (
            <DesktopMenu items={items} pathname={menuPathname} />
          )}
        </div>
        <Group gap="xs" wrap="nowrap" className={classes.end}>
          <NotificationBell active={pathname === '/notifications'} />
          <ProfileMenu name={user?.studentName ?? ''} image={user?.profileImage ?? ''} links={links} />
          <Burger
            opened={drawerOpened}
            onClick={drawer.toggle}
            aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
            aria-expanded={drawerOpened}
            className={classes.burger}
            size="sm"
          />
        </Group>
      </div>
      <MobileMenu
        opened={drawerOpened}
        onClose={drawer.close}
        items={items}
        links={links}
        pathname={menuPathname}
        name={user?.studentName ?? ''}
      />
    </header>
  );
}
