import type { MenuItem } from '@portico/contract/courses';
import { useEffect, useState } from 'react';
import { deferredPart, preloadParts } from '../../lib/deferred-part';
import type { MobileMenuProps } from './mobile-menu';
import { type ProfileMenuProps, ProfileTrigger } from './profile-menu';
import { SubMenuTrigger } from './submenu-trigger';

// The header's dropdowns and the mobile drawer (Mantine's Menu and Drawer, floating-ui, the focus
// trap and scroll lock) come after the page has shown (lib/deferred-part.ts): their buttons show
// from the start, and a click on one before its menu has arrived opens the menu when it does.
type Early = { defaultOpened: boolean; onEarlyClick: () => void };

const ProfileMenuPart = deferredPart<ProfileMenuProps & Early>(
  'shell',
  () => import('./profile-menu-dropdown').then((m) => m.ProfileMenuDropdown),
  ({ name, image, onEarlyClick }) => <ProfileTrigger name={name} image={image} onClick={onEarlyClick} />,
);

const SubMenuPart = deferredPart<{ item: MenuItem; pathname: string } & Early>(
  'shell',
  () => import('./desktop-submenu').then((m) => m.DesktopSubMenu),
  ({ item, pathname, onEarlyClick }) => (
    <SubMenuTrigger item={item} pathname={pathname} onClick={onEarlyClick} />
  ),
);

/** The mobile drawer: closed, nothing; asked for before its code has arrived, it opens when it does. */
export const MobileMenu = deferredPart<MobileMenuProps>(
  'shell',
  () => import('./mobile-menu').then((m) => m.MobileMenu),
  () => null,
);

/** The account menu (spec 1 §2 header). */
export function ProfileMenu(props: ProfileMenuProps) {
  const [asked, setAsked] = useState(false);
  return <ProfileMenuPart {...props} defaultOpened={asked} onEarlyClick={() => setAsked(true)} />;
}

/** A course menu entry's dropdown of sub items. */
export function SubMenu(props: { item: MenuItem; pathname: string }) {
  const [asked, setAsked] = useState(false);
  return <SubMenuPart {...props} defaultOpened={asked} onEarlyClick={() => setAsked(true)} />;
}

/** Fetches the header's menus once the page has shown. */
export function usePreloadShellParts() {
  useEffect(() => {
    preloadParts('shell').catch(() => undefined);
  }, []);
}
