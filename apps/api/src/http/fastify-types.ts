import type { Services } from '../composition';
import type { AppContext } from '../lib/context';
import type { AuthContext, SessionStore } from '../lib/sessions';
import type { CompanyRow } from '../modules/tenancy/tenancy.repository';
import type { TenancyService } from '../modules/tenancy/tenancy.service';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every service of the API, built once by the composition root (src/composition.ts). */
    services: Services;
    tenancy: TenancyService;
    sessions: SessionStore;
  }
  interface FastifyRequest {
    /** The company of the host the request came to. */
    company: CompanyRow;
    /** The signed-in student; set on every route that is not `config.public`. */
    auth: AuthContext;
    /** The raw session token, when one was presented. */
    sessionToken?: string;
  }
  interface FastifyContextConfig {
    /** No session needed. */
    public?: boolean;
    /** Not tied to a company (health checks, getcompany). */
    skipTenant?: boolean;
    /**
     * The route validates each record of its body itself (sync-track: one bad answer must not
     * block the rest of its batch), so the /api scope's NUL check (lib/nul-guard.ts) skips it.
     */
    perRecordValidation?: boolean;
    /**
     * The handler checks the session itself (sync-track: with its answers, in one statement, then by
     * `SessionStore.require` when that could not decide); the hook only requires that a token came.
     */
    sessionInHandler?: boolean;
  }
}
