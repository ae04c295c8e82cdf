import { Avatar, Text, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { ChevronDownIcon } from '../../components/icons';
import type { ProfileLink } from './nav-links';
import classes from './profile-menu.module.css';

export interface ProfileMenuProps {
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

/**
 * The account menu's button (the avatar, the name): the menu's target (profile-menu-dropdown.tsx),
 * and its stand-in until the menu's code has arrived (shell-parts.tsx).
 */
export function ProfileTrigger({
  name,
  image,
  ...button
}: { name: string; image: string } & Omit<ComponentPropsWithRef<'button'>, 'children' | 'color' | 'style'>) {
  return (
    <UnstyledButton
      {...button}
      className={classes.trigger}
      aria-label={`Account menu for ${name || 'student'}`}
    >
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
  );
}
