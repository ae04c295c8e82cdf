import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useCompany } from '../../../lib/company-context';
import { staffMeQuery } from '../api/console';
import { ConsoleHome } from '../components/console-home';
import { ConsoleLogin } from '../components/console-login';

/** /console on the company's host (CONSOLE.md): staff sign in here, apart from students. */
export function ConsolePage() {
  const company = useCompany();
  const me = useQuery(staffMeQuery);
  const companyName = company.companyName || company.shortName;
  const signedOut = me.error instanceof ApiError && me.error.status === 401;
  return (
    <Container component="main" id="main" size="md" py="xl">
      {me.isPending && <PageLoader />}
      {signedOut && <ConsoleLogin companyName={companyName} />}
      {me.isError && !signedOut && <StatusAlert tone="error">{errorMessage(me.error)}</StatusAlert>}
      {me.data && <ConsoleHome member={me.data} companyName={companyName} />}
    </Container>
  );
}
