import { Burger, Group, Skeleton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { landingItem, useMenu } from '../../lib/api/get-menu';
import { useCompany } from '../../lib/company-context';
import { getCourseId, useStoredUser } from '../../lib/session';
import classes from './app-header.module.css';
import { DesktopMenu } from './desktop-menu';
import { MobileMenu } from './mobile-menu';
import { profileLinks } from './nav-links';
import { NotificationBell } from './notification-bell';
import { ProfileMenu } from './profile-menu';

/** spec 1 §2 Header and menu. */
export function AppHeader() {
  const company = useCompany();
  const { pathname } = useLocation();
  const user = useStoredUser();
  const menu = useMenu(getCourseId());
  const items = menu.data?.items ?? [];
  const links = profileLinks(company, pathname);
  const [drawerOpened, drawer] = useDisclosure(false);
  const home = items.length ? landingItem(items).path : '/select-course';

  // A chosen link closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger (a new page), not a value the effect reads; drawer.close is stable.
  useEffect(() => drawer.close(), [pathname]);

  return (
    <header className={classes.header}>
      <div className={classes.inner}>
        <Link to={home} className={classes.logo}>
          <BrandLogo height={32} />
        </Link>
        <div className={classes.desktopOnly}>
          {menu.isLoading ? (
            <Group gap="md" aria-hidden="true">
              <Skeleton height={14} width={72} />
              <Skeleton height={14} width={88} />
              <Skeleton height={14} width={64} />
            </Group>
          ) : (
            <DesktopMenu items={items} pathname={pathname} />
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
        pathname={pathname}
        name={user?.studentName ?? ''}
      />
    </header>
  );
}
