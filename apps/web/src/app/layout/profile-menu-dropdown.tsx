import { Menu } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { HeaderMenu } from './header-menu';
import { type ProfileMenuProps, ProfileTrigger } from './profile-menu';

/** The account menu: the student's name, the profile's pages, Logout last (spec 1 §2 header). */
export function ProfileMenuDropdown({
  name,
  image,
  links,
  defaultOpened,
}: ProfileMenuProps & { defaultOpened?: boolean }) {
  return (
    <HeaderMenu position="bottom-end" offset={8} defaultOpened={defaultOpened}>
      <Menu.Target>
        <ProfileTrigger name={name} image={image} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name || 'My account'}</Menu.Label>
        {links.map(({ label, to, icon: Icon }) => (
          <Fragment key={to}>
            {to === '/logout' && <Menu.Divider />}
            <Menu.Item
              component={Link}
              to={to}
              leftSection={<Icon size={16} />}
              color={to === '/logout' ? 'red.9' : undefined}
            >
              {label}
            </Menu.Item>
          </Fragment>
        ))}
      </Menu.Dropdown>
    </HeaderMenu>
  );
}
