import type { MenuItem } from '@portico/contract/courses';
import type { Company } from '@portico/contract/tenancy';
import type { ComponentType } from 'react';
import {
  BuildingIcon,
  ClipboardIcon,
  DownloadIcon,
  HelpIcon,
  LogoutIcon,
  SwitchIcon,
  UserIcon,
} from '../../components/icons';
import { menuPath } from '../../lib/api/get-menu';

export interface ProfileLink {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number }>;
}

/** spec 1 §2 Header: the profile dropdown's entries for the current page and company. */
export function profileLinks(company: Company, pathname: string): ProfileLink[] {
  const links: ProfileLink[] = [];
  if (pathname !== '/apply') links.push({ label: 'My Profile', to: '/profile', icon: UserIcon });
  if (company.enableAppProfile) links.push({ label: 'Apply', to: '/apply', icon: ClipboardIcon });
  if (company.aboutStatus.showAboutUs) links.push({ label: 'About Us', to: '/about-us', icon: BuildingIcon });
  links.push({ label: 'Support', to: '/support', icon: HelpIcon });
  // Decision 073: what the student saved for offline use, and the room it takes.
  links.push({ label: 'Saved for offline', to: '/offline', icon: DownloadIcon });
  if (pathname !== '/select-course') {
    links.push({ label: 'Switch Course', to: '/select-course', icon: SwitchIcon });
  }
  links.push({ label: 'Logout', to: '/logout', icon: LogoutIcon });
  return links;
}

export const isExternal = (url: string) => /^https?:\/\//i.test(url);

/** The item (or one of its sub items) is the page on screen. */
export function isActiveItem(item: MenuItem, pathname: string): boolean {
  const path = menuPath(item.navigationUrl);
  if (item.navigationUrl && (pathname === path || pathname.startsWith(`${path}/`))) return true;
  return item.subMenu.some((sub) => isActiveItem(sub, pathname));
}

/** Route state for a menu item: spec 1 §2, navigating passes navigationParam along. */
export const menuState = (item: MenuItem) => ({ navigationParam: item.navigationParam });
