import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { clearDeviceData } from '../../../lib/device-data';
import { clearSession } from '../../../lib/session';
import { logout } from '../api/logout';

// Company settings and the login slider survive a logout; everything about the student goes.
const KEPT_QUERIES = new Set(['company', 'assets', 'free-products']);

/** spec 1 §2 Logout: clears the session, then /login?logout=true or /walk-in with `redirect`. */
export function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const target = params.has('redirect') ? '/walk-in' : '/login?logout=true';
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout()
      .catch(() => {
        // Already expired or offline: the local session is cleared all the same.
      })
      .finally(() => {
        clearSession();
        // What the device kept for offline use goes with the student (decision 073).
        void clearDeviceData();
        queryClient.removeQueries({ predicate: (query) => !KEPT_QUERIES.has(String(query.queryKey[0])) });
        navigate(target, { replace: true });
      });
  }, [navigate, queryClient, target]);

  return <PageLoader fullScreen label="Signing you out…" showLabel />;
}
