import { Button, Container } from '@mantine/core';
import type { StaffMember } from '@portico/contract/console';
import { useQuery } from '@tanstack/react-query';
import { NavLink, Outlet, useOutletContext } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useCompany } from '../../../lib/company-context';
import { isSignedOut, staffMeQuery, useStaffLogout } from '../api/console';
import { ConsoleLogin } from './console-login';
import classes from './console-shell.module.css';

const LINKS = [
  { to: '/console', label: 'Home', end: true },
  { to: '/console/support', label: 'Support', end: false },
] as const;

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
  const companyName = company.companyName || company.shortName;
  const signedOut = isSignedOut(me.error);
  return (
    <Container component="main" id="main" size="lg" py="xl">
      {me.isPending && <PageLoader />}
      {signedOut && <ConsoleLogin companyName={companyName} />}
      {me.isError && !signedOut && <StatusAlert tone="error">{errorMessage(me.error)}</StatusAlert>}
      {me.data && (
        <>
          <div className={classes.bar}>
            <nav aria-label="Console">
              <ul className={classes.list}>
                {LINKS.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} end={link.end} className={classes.link}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <Button variant="default" loading={logout.isPending} onClick={() => logout.mutate()}>
              Sign out
            </Button>
          </div>
          <Outlet context={me.data} />
        </>
      )}
    </Container>
  );
}
