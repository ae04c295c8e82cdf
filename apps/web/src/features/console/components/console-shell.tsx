import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import type { StaffMember } from '@portico/contract/console';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useOutletContext } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useCompany } from '../../../lib/company-context';
import { isSignedOut, staffMeQuery, useStaffLogout } from '../api/console';
import { ConsoleLogin } from './console-login';
import classes from './console-shell.module.css';

/** The authoring pages: the Authoring link is marked on each of them too. */
const AUTHORING = [
  'settings',
  'import',
  'notices',
  'videos',
  'live',
  'products',
  'coupons',
  'menus',
  'pages',
  'score-meanings',
  'band-descriptors',
  'adaptive-tests',
  'band-estimates',
  'review-decks',
];

/** The console's sections; `admin` ones are shown to admins only (the API refuses faculty anyway). */
const LINKS = [
  { to: '/console', label: 'Home', end: true, admin: false },
  { to: '/console/evaluations', label: 'Evaluations', end: false, admin: false },
  { to: '/console/score-reports', label: 'Score reports', end: false, admin: false },
  { to: '/console/support', label: 'Support', end: false, admin: false },
  { to: '/console/career', label: 'Career', end: false, admin: false },
  { to: '/console/applications', label: 'Applications', end: false, admin: false },
  { to: '/console/item-analysis', label: 'Item analysis', end: false, admin: false },
  { to: '/console/cohorts', label: 'Cohorts', end: false, admin: false },
  { to: '/console/students', label: 'Students', end: false, admin: true },
  { to: '/console/orders', label: 'Orders', end: false, admin: true },
  { to: '/console/authoring', label: 'Authoring', end: false, admin: true, also: AUTHORING },
  { to: '/console/staff', label: 'Staff', end: false, admin: true },
  { to: '/console/account', label: 'Account', end: false, admin: false },
] as const;

type ConsoleLink = (typeof LINKS)[number];
/** The section a path belongs to: its own page and those below it, and for Authoring each authoring page. */
function isCurrent(link: ConsoleLink, pathname: string) {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (link.end) return path === link.to;
  if (path === link.to || path.startsWith(`${link.to}/`)) return true;
  return (
    'also' in link && link.also.some((a) => path === `/console/${a}` || path.startsWith(`/console/${a}/`))
  );
}

/** Whether a path is an administrator's page (its section is marked `admin`). */
export const isAdminPage = (pathname: string) =>
  LINKS.some((link) => link.admin && isCurrent(link, pathname));

/**
 * What a faculty member sees at an administrator's page (a link kept, an address typed): no form,
 * dropzone or upload field the API would refuse them, but where their own work is.
 */
function AdminOnly() {
  return (
    <Stack gap="sm" maw={560}>
      <Title order={1} fz="h2">
        For administrators
      </Title>
      <Text>
        This page is for the institute's administrators. Your work is in the queues of your courses:
        Evaluations, Score reports, Support, Career and Applications.
      </Text>
      <Anchor component={Link} to="/console">
        Back to the console home
      </Anchor>
    </Stack>
  );
}

/** The signed-in staff member, for the pages inside ConsoleShell. */
export const useConsoleMember = () => useOutletContext<StaffMember>();

/**
 * The frame of every console page (CONSOLE.md) on the company's host: without a staff session the
 * sign-in form, with one the console's navigation, Sign out and the page.
 */
export function ConsoleShell() {
  const company = useCompany();
  const me = useQuery(staffMeQuery);
  const logout = useStaffLogout();
  const { pathname } = useLocation();
  const companyName = company.companyName || company.shortName;
  const signedOut = isSignedOut(me.error);
  // On a phone the sections are a menu that opens below the bar, closed again by each navigation.
  const [menuOpen, setMenuOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address closes the menu.
  useEffect(() => setMenuOpen(false), [pathname]);
  const current = LINKS.find((link) => isCurrent(link, pathname));
  // The grading workspace puts the answer and its rubric side by side: it takes the wider frame.
  const wide = /^\/console\/evaluations\/[^/]+/.test(pathname);
  return (
    <Container component="main" id="main" size={wide ? 'xl' : 'lg'} py={wide ? 'md' : 'xl'}>
      {me.isPending && <PageLoader />}
      {signedOut && <ConsoleLogin companyName={companyName} />}
      {me.isError && !signedOut && <StatusAlert tone="error">{errorMessage(me.error)}</StatusAlert>}
      {me.data && (
        <>
          <div className={classes.bar}>
            <button
              type="button"
              className={classes.menu}
              aria-expanded={menuOpen}
              aria-controls="console-nav"
              onClick={() => setMenuOpen((o) => !o)}
            >
              {current ? `Menu: ${current.label}` : 'Menu'}
            </button>
            <nav
              id="console-nav"
              aria-label="Console"
              className={classes.nav}
              data-open={menuOpen || undefined}
            >
              <ul className={classes.list}>
                {LINKS.filter((link) => !link.admin || me.data.role === 'admin').map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className={classes.link}
                      aria-current={isCurrent(link, pathname) ? 'page' : undefined}
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <Button variant="default" loading={logout.isPending} onClick={() => logout.mutate()}>
              Sign out
            </Button>
          </div>
          {me.data.role !== 'admin' && isAdminPage(pathname) ? <AdminOnly /> : <Outlet context={me.data} />}
        </>
      )}
    </Container>
  );
}
