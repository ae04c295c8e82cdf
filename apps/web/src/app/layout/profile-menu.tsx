import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../components/icons';
import { HeaderMenu } from './header-menu';
import type { ProfileLink } from './nav-links';
import classes from './profile-menu.module.css';

interface ProfileMenuProps {
  name: string;
  image: string;
  links: ProfileLink[];
}

/** 'Asha Verma' → 'AV' (the first letters of the first two words). */
export const initialsOf = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

export function ProfileMenu({ name, image, links }: ProfileMenuProps) {
  return (
    <HeaderMenu position="bottom-end" offset={8}>
      <Menu.Target>
        <UnstyledButton className={classes.trigger} aria-label={`Account menu for ${name || 'student'}`}>
          {/* The initials are drawn by CSS, not text: the button's visible text is then the name its
              label already holds (axe label-content-name-mismatch, WCAG 2.5.3). */}
          <Avatar src={image || null} alt="" color="initials" name={name} size={34} radius="xl">
            <span className={classes.initials} data-initials={initialsOf(name)} aria-hidden="true" />
          </Avatar>
          <Text size="sm" fw={600} className={classes.name} aria-hidden="true">
            {name}
          </Text>
          <ChevronDownIcon size={14} />
        </UnstyledButton>
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
