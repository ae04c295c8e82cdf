import { Button, Container, MantineProvider, Stack, Title } from '@mantine/core';
import type { GetCompanyQuery } from '@portico/contract/tenancy';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { PageLoader } from '../components/page-loader';
import { StatusAlert } from '../components/status-alert';
import { useCompanyOnNavigation, useCompanyQuery } from '../features/tenancy/api/get-company';
import { errorMessage } from '../lib/api-error';
import { applyBranding } from '../lib/apply-branding';
import { accessibleCssVariables, buildTheme, DEFAULT_PRIMARY } from '../lib/brand-theme';
import { CompanyContext } from '../lib/company-context';
import { writeStored } from '../lib/storage';
import type { AppRouter } from './router';

// Toasts are needed only after an action, never for the first paint.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

/**
 * spec 1 §1: the company comes from the host name (the API falls back to its default
 * company on a local host). `?companyCode=` or VITE_COMPANY_CODE can name one explicitly.
 */
function bootQuery(): GetCompanyQuery {
  const fromUrl = new URLSearchParams(window.location.search).get('companyCode')?.trim();
  const companyCode = fromUrl || import.meta.env.VITE_COMPANY_CODE || undefined;
  return { hostName: window.location.hostname, ...(companyCode ? { companyCode } : {}) };
}

function BootError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Container component="main" id="main" size={480} py={96}>
      <Stack gap="lg">
        <Title order={1} fz={24}>
          We couldn't open the portal
        </Title>
        <StatusAlert tone="error">{message}</StatusAlert>
        <Button variant="default" onClick={onRetry} w="fit-content">
          Try again
        </Button>
      </Stack>
    </Container>
  );
}

/** Loads the company, then themes the app with it and starts the router. */
export function CompanyGate({ router }: { router: AppRouter }) {
  const [query] = useState(bootQuery);
  const { data: company, error, isPending, refetch } = useCompanyQuery(query);
  useCompanyOnNavigation(router, query);
  const primary = company?.theme.primaryColor || DEFAULT_PRIMARY;
  const theme = useMemo(() => buildTheme(primary), [primary]);

  useEffect(() => {
    if (!company) return;
    applyBranding(company, theme.colors?.brand?.[6] ?? primary);
    // spec 1 §3: company settings are kept with the other stored values.
    writeStored('company', company);
  }, [company, theme, primary]);

  let content: ReactNode;
  if (isPending) content = <PageLoader fullScreen label="Loading…" />;
  else if (!company) content = <BootError message={errorMessage(error)} onRetry={() => void refetch()} />;
  else {
    content = (
      <CompanyContext value={company}>
        <RouterProvider router={router} />
        <Suspense fallback={null}>
          <Notifications position="top-right" zIndex={1000} />
        </Suspense>
      </CompanyContext>
    );
  }

  return (
    <MantineProvider theme={theme} cssVariablesResolver={accessibleCssVariables} defaultColorScheme="light">
      {content}
    </MantineProvider>
  );
}
