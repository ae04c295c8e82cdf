import { Text, Title } from '@mantine/core';
import type { AuditEntry } from '@portico/contract/console';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../../components/data-table';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { auditQuery } from '../api/console';
import { WRAP } from '../resource/resource-list';
import { AUDIT_ACTIONS } from '../utils/audit-actions';
import { AuditFilters, useAuditFilter } from './audit-filters';
import classes from './audit-log.module.css';

const shown = (v: unknown) => {
  const text =
    v === null || v === undefined || v === '' ? '—' : typeof v === 'string' ? v : JSON.stringify(v);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
};

/** Each field an entry changed: what it was and what it became. */
function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const was = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const now = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  if (!keys.length) return null;
  return (
    <details>
      <summary>Details</summary>
      <ul className={classes.changes}>
        {keys.map((k) => (
          <li key={k}>
            <strong>{k}</strong>: {k in was ? `${shown(was[k])} → ` : ''}
            {shown(now[k])}
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * What an entry was done to, by name: the record's (not the acting member's own account), or, for a
 * failed sign-in of an email that is no member's, the email typed; null when there is none to show.
 */
function subjectOf(e: AuditEntry): string | null {
  if (e.entityName) return e.entity === 'staff' && e.entityId === e.staffId ? null : e.entityName;
  const typed = e.after && typeof e.after === 'object' ? (e.after as { email?: unknown }).email : null;
  return !e.staffId && typeof typed === 'string' ? typed : null;
}

/** The act, what it was done to, and what it changed. */
function AuditWhat({ e }: { e: AuditEntry }) {
  const subject = subjectOf(e);
  return (
    <>
      {AUDIT_ACTIONS[e.action] ?? (
        // An act this page has no words for yet still shows, and wraps on a phone.
        <Text span style={WRAP}>
          {e.action}
        </Text>
      )}
      {subject && (
        <Text span c="dimmed" size="sm" style={WRAP}>
          {' · '}
          {subject}
        </Text>
      )}
      <AuditChange before={e.before} after={e.after} />
    </>
  );
}

/**
 * Who acted, and from which address under the name: three columns fit a phone's width, a fourth
 * for the address did not. The address breaks anywhere (an IPv6 one is long).
 */
function AuditWho({ e }: { e: AuditEntry }) {
  return (
    <>
      {e.staffName ?? '-'}
      {e.ip && (
        <Text size="xs" c="dimmed" style={WRAP}>
          <span className="visually-hidden">IP address </span>
          {e.ip}
        </Text>
      )}
    </>
  );
}

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <DataTable
      striped
      aria-labelledby="audit-heading"
      rows={entries}
      rowKey={(e) => e.id}
      columns={[
        { header: 'When', cell: (e) => formatDateTime(e.at) },
        { header: 'Who', cell: (e) => <AuditWho e={e} /> },
        { header: 'What', cell: (e) => <AuditWhat e={e} /> },
      ]}
    />
  );
}

/**
 * The company's audit log (admins): who did what, to what and when, newest first (CONSOLE.md), as
 * narrowed by a staff member, an act and a range of days kept in the address.
 */
export function AuditLog() {
  const filter = useAuditFilter();
  const log = useQuery({ ...auditQuery(filter.query), enabled: !filter.rangeError });
  const entries = filter.rangeError ? undefined : log.data;
  return (
    <section aria-labelledby="audit-heading">
      <Title order={2} fz="h3" id="audit-heading" mb="sm">
        Audit log
      </Title>
      <AuditFilters filter={filter} />
      {log.isError && !filter.rangeError && <StatusAlert tone="error">{errorMessage(log.error)}</StatusAlert>}
      {entries && entries.length === 0 && (
        <Text c="dimmed">
          {filter.narrowed ? 'No entry matches these filters.' : 'Nothing has been done in the console yet.'}
        </Text>
      )}
      {entries && entries.length > 0 && <AuditTable entries={entries} />}
    </section>
  );
}
