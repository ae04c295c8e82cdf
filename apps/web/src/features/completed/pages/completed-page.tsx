import { Anchor } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { HtmlContent } from '../../../components/html-content';
import { PageLoader } from '../../../components/page-loader';
import { PublicCardPage } from '../../../components/public-page';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useCompany } from '../../../lib/company-context';
import { safeRedirect } from '../../../lib/safe-redirect';
import { useCompleted } from '../api/get-completed';

/**
 * spec 3 §2 Completed page (/completed/{id}): the payment gateway returns the student here; the
 * server's message (HTML) or the error message is shown.
 */
export function CompletedPage() {
  const { id = '' } = useParams();
  const company = useCompany();
  const navigate = useNavigate();
  const completed = useCompleted({ companyCode: company.companyCode, token: id });

  // Links of the message to the portal's own pages (My Courses, products) stay in this tab; the
  // wrapper only catches the links' own clicks (Enter on a link clicks it too).
  const followPortalLinks = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.('a[href]');
    const route = link && safeRedirect(link.getAttribute('href'));
    if (!route || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(route);
  };

  return (
    <PublicCardPage title="Your order" width={640} gap="lg">
      {completed.isPending ? (
        <PageLoader label="Checking your payment…" />
      ) : completed.isError ? (
        <StatusAlert tone="error">{errorMessage(completed.error)}</StatusAlert>
      ) : (
        // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: delegates clicks on the links inside the provider's HTML; a link's Enter key fires the same click.
        <div onClick={followPortalLinks}>
          <HtmlContent html={completed.data} />
        </div>
      )}
      <Anchor component={Link} to="/" fw={600}>
        Go to home
      </Anchor>
    </PublicCardPage>
  );
}
