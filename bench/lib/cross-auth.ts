// Cross-process checks of sessions and rate limits, for cross-process.ts: API processes behind
// HAProxy on one PostgreSQL, sessions and limit counters kept in the database.
import { type Check, call, tally } from './http-call';

export type AuthTarget = {
  host: string;
  /** HAProxy's port (X-Forwarded-For overwritten) and each process's own port. */
  balancer: number;
  processes: number[];
  /** A second HAProxy in front of the same processes that appends X-Forwarded-For (the control). */
  appendingBalancer: number;
  password: string;
  /** Students of the company, one per check (limit counters are per account). */
  emails: string[];
};

const count = tally;

/**
 * (a) A session opened through the balancer is honoured by every process, and a logout on one
 * process is refused by the others at once (sessions are rows; nothing is cached per process).
 */
export async function sessionCheck(t: AuthTarget): Promise<Check> {
  const name =
    'sessions: a login through the balancer works on every process; a logout on one ends it on all';
  const email = t.emails[0] as string;
  const login = await call(t.balancer, 'POST', '/api/login', {
    host: t.host,
    body: { loginId: email, password: t.password },
  });
  const token = (login.body as { data?: { token?: string } }).data?.token;
  if (login.status !== 200 || !token) {
    return {
      name,
      pass: false,
      detail: `login: HTTP ${login.status} ${JSON.stringify(login.body).slice(0, 200)}`,
    };
  }
  const direct: string[] = [];
  for (let round = 0; round < 6; round++) {
    for (const [i, port] of t.processes.entries()) {
      const r = await call(port, 'GET', '/api/session', { host: t.host, token });
      direct.push(`api${i + 1}:${r.status}`);
    }
  }
  const viaBalancer = await Promise.all(
    Array.from({ length: 6 }, () => call(t.balancer, 'GET', '/api/session', { host: t.host, token })),
  );
  const authorised = direct.every((s) => s.endsWith(':200')) && viaBalancer.every((r) => r.status === 200);
  const backends = new Set(viaBalancer.map((r) => r.backend));

  const [first, ...others] = t.processes;
  const logout = await call(first as number, 'POST', '/api/logout', { host: t.host, token });
  const after = await Promise.all(
    others.map((port) => call(port, 'GET', '/api/session', { host: t.host, token })),
  );
  const afterViaBalancer = await Promise.all(
    Array.from({ length: 4 }, () => call(t.balancer, 'GET', '/api/session', { host: t.host, token })),
  );
  const refused = after.every((r) => r.status === 401) && afterViaBalancer.every((r) => r.status === 401);
  return {
    name,
    pass: authorised && backends.size === t.processes.length && logout.status === 200 && refused,
    detail:
      `login through HAProxy answered by ${login.backend}; ${direct.length} calls straight to each ` +
      `process's port: ${count(direct)}; 6 through HAProxy: ${count(viaBalancer.map((r) => `${r.backend}:${r.status}`))}\n` +
      `logout on api1: HTTP ${logout.status}; at once the token on ${others.map((_, i) => `api${i + 2}`).join(', ')}: ` +
      `${after.map((r) => r.status).join(', ')}; through HAProxy: ${count(afterViaBalancer.map((r) => `${r.backend}:${r.status}`))} ` +
      '(401 expected)',
  };
}

/** Wrong-password logins for one account until the first 429 (at most `max` attempts). */
async function failedLogins(
  port: number,
  host: string,
  email: string,
  max: number,
  forge?: (attempt: number) => string,
): Promise<{ statuses: number[]; backends: string[]; firstRefused: number }> {
  const statuses: number[] = [];
  const backends: string[] = [];
  for (let i = 1; i <= max; i++) {
    const r = await call(port, 'POST', '/api/login', {
      host,
      body: { loginId: email, password: `wrong-password-${i}` },
      headers: forge ? { 'x-forwarded-for': forge(i) } : {},
    });
    statuses.push(r.status);
    backends.push(r.backend);
  }
  return { statuses, backends, firstRefused: statuses.indexOf(429) + 1 };
}

/**
 * (b) Failed logins from one address are refused after the same count whichever process serves
 * them (login-account-ip: 10 per window, the 11th is 429), also when the client forges
 * X-Forwarded-For, because HAProxy overwrites it. The control, a balancer that appends the header,
 * shows the bypass that the overwrite prevents.
 */
export async function rateLimitChecks(t: AuthTarget): Promise<Check[]> {
  const [a, b, c, d] = t.emails.slice(1) as [string, string, string, string];
  const first = t.processes[0] as number;
  const one = await failedLogins(first, t.host, a, 12);
  const spread = await failedLogins(t.balancer, t.host, b, 12);
  const forged = await failedLogins(t.balancer, t.host, c, 12, (i) => `203.0.113.${i}`);
  const control = await failedLogins(t.appendingBalancer, t.host, d, 12, (i) => `203.0.113.${100 + i}`);
  const refusedTail = (r: typeof one) => r.statuses.slice(10).every((s) => s === 429);
  const seq = (r: typeof one) =>
    r.statuses.map((s, i) => (r.backends[i] ? `${s}@${r.backends[i]}` : String(s))).join(' ');
  return [
    {
      name: 'rate limit: failed logins spread round-robin over the processes are refused after the same count as on one process',
      pass:
        one.firstRefused === 11 &&
        spread.firstRefused === one.firstRefused &&
        refusedTail(spread) &&
        new Set(spread.backends.slice(0, 10)).size === t.processes.length &&
        new Set(spread.backends.slice(10)).size === Math.min(2, t.processes.length),
      detail:
        `one process (api1's own port): first 429 at attempt ${one.firstRefused}: ${seq(one)}\n` +
        `through HAProxy: first 429 at attempt ${spread.firstRefused}: ${seq(spread)}`,
    },
    {
      name: 'rate limit: a forged X-Forwarded-For does not bypass it (HAProxy sets the header to the client address)',
      pass: forged.firstRefused === 11 && refusedTail(forged),
      detail: `a new X-Forwarded-For per attempt: first 429 at attempt ${forged.firstRefused}: ${seq(forged)}`,
    },
    {
      name: 'control: behind a balancer that appends X-Forwarded-For (option forwardfor) the forged header bypasses the limit',
      // The control passes when the bypass shows: it proves the check above can fail.
      pass: control.firstRefused === 0,
      detail:
        `${control.firstRefused ? `first 429 at attempt ${control.firstRefused}` : 'no 429 in 12 attempts'}: ` +
        `${seq(control)}\nthe API believes the addresses HAProxy (127.0.0.1) passed on, the client-written one among them: ` +
        'the balancer must overwrite the header, and the processes must not be reachable but through it',
    },
  ];
}
