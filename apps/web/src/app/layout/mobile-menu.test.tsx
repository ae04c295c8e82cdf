// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { MenuItem } from '@portico/contract/courses';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HelpIcon, UserIcon } from '../../components/icons';
import { stubBrowser } from '../../test/stub-browser';
import { MobileMenu } from './mobile-menu';

beforeAll(stubBrowser);
afterEach(cleanup);

const item = (title: string, navigationUrl: string): MenuItem => ({
  id: title,
  title,
  orderNumber: 1,
  navigationUrl,
  navigationParam: '',
  subMenu: [],
});

describe('MobileMenu', () => {
  it('lists Support once when the course menu already has it', async () => {
    render(
      <MantineProvider>
        <MemoryRouter>
          <MobileMenu
            opened
            onClose={() => {}}
            items={[item('Dashboard', '/dashboard'), item('Support', '/support')]}
            links={[
              { label: 'My Profile', to: '/profile', icon: UserIcon },
              { label: 'Support', to: '/support', icon: HelpIcon },
            ]}
            pathname="/dashboard"
            name="Asha Verma"
          />
        </MemoryRouter>
      </MantineProvider>,
    );
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.getAllByRole('link', { name: 'Support', hidden: true })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'My Profile', hidden: true })).toBeTruthy();
  });
});
