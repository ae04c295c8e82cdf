import { Navigate } from 'react-router';
import { useCompany } from '../../../lib/company-context';
import { ConsoleHome } from '../components/console-home';
import { useConsoleMember } from '../components/console-shell';

/** /console (CONSOLE.md): the signed-in staff member's home, inside ConsoleShell. */
export function ConsolePage() {
  const company = useCompany();
  const member = useConsoleMember();
  // An admin the company requires two-step sign-in of sets it up first.
  if (member.totpSetupRequired) return <Navigate to="/console/account" replace />;
  return <ConsoleHome member={member} companyName={company.companyName || company.shortName} />;
}
