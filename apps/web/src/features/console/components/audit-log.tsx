import { Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../../components/data-table';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { auditQuery } from '../api/console';
import classes from './audit-log.module.css';

/** What each action reads as. */
const ACTIONS: Record<string, string> = {
  'staff.login': 'Signed in',
  'staff.logout': 'Signed out',
  'support.reply': 'Replied to a support ticket',
  'support.assign': 'Assigned a support ticket',
  'support.status': 'Changed the status of a support ticket',
  'settings.update': 'Changed the company settings',
  'settings.image': 'Uploaded a brand image',
  'content.import': 'Imported content',
  'staff.login.totp': 'Signed in with a two-step code',
  // Who is '-' when the email typed is no member's.
  'staff.login.fail': 'Failed sign-in: wrong email or password',
  'staff.login.totp.fail': 'Failed sign-in: wrong two-step code',
  'staff.invite': 'Invited a staff member',
  'staff.invite.resend': 'Sent an invitation again',
  'staff.invite.accept': 'Accepted an invitation',
  'staff.update': 'Changed a staff member’s role or courses',
  'staff.disable': 'Disabled a staff member',
  'staff.enable': 'Enabled a staff member',
  'staff.password.change': 'Changed their password',
  'staff.password.forgot': 'Asked for a password reset link',
  'staff.password.reset': 'Reset their password',
  'staff.totp.setup': 'Started setting up two-step sign-in',
  'staff.totp.enable': 'Turned on two-step sign-in',
  'staff.totp.disable': 'Turned off two-step sign-in',
  'company.create': 'Created the company',
  'company.require_admin_totp': 'Changed whether admins must use two-step sign-in',
  'evaluation.assign': 'Assigned an evaluation',
  'evaluation.audio': 'Recorded audio feedback',
  'evaluation.draft': 'Saved an evaluation draft',
  'evaluation.release': 'Released an evaluation to the student',
  'score_report.assign': 'Assigned a score report',
  'score_report.verify': 'Verified a score report',
  'score_report.reject': 'Rejected a score report',
  'score_report.remark': 'Replied in a score report’s remarks',
  'career.assign': 'Assigned a career review',
  'career.comment': 'Commented on a career submission',
  'career.expert_cv': 'Uploaded an expert CV',
  'career.status': 'Changed a career review’s status',
  'enrolment.grant': 'Granted an enrolment',
  'enrolment.change': 'Changed an enrolment',
  'enrolment.revoke': 'Revoked an enrolment',
  'student.reset-link': 'Sent a student a password reset link',
  'live.type.create': 'Added a live class batch type',
  'live.type.update': 'Changed a live class batch type',
  'live.type.delete': 'Deleted a live class batch type',
  'live.batch.create': 'Added a live class batch',
  'live.batch.update': 'Changed a live class batch',
  'live.class.create': 'Added a live class',
  'live.class.update': 'Changed a live class',
  'live.class.cancel': 'Cancelled a live class',
  'live.student.add': 'Added a student to a live class batch',
  'live.student.remove': 'Removed a student from a live class batch',
  'live.download.create': 'Added a live class e-book download',
  'live.download.update': 'Changed a live class e-book download',
  'live.download.delete': 'Deleted a live class e-book download',
  // Notices, dashboard videos, about pages and intro steps (authoring).
  'notice.create': 'Created a notice',
  'notice.change': 'Changed a notice',
  'notice.delete': 'Deleted a notice',
  'video.create': 'Added a dashboard video',
  'video.change': 'Changed a dashboard video',
  'video.delete': 'Deleted a dashboard video',
  'video.reorder': 'Reordered dashboard videos',
  'about.create': 'Added an About us page',
  'about.change': 'Changed an About us page',
  'about.delete': 'Deleted an About us page',
  'intro.create': 'Added an intro step',
  'intro.change': 'Changed an intro step',
  'intro.delete': 'Deleted an intro step',
  // Products, coupons and course menus (authoring).
  'product.create': 'Created a product',
  'product.update': 'Edited a product',
  'product.delete': 'Deleted a product',
  'coupon.create': 'Created a coupon',
  'coupon.update': 'Edited a coupon',
  'coupon.deactivate': 'Deactivated a coupon',
  'menu.save': 'Saved a course menu',
};

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

/** The company's audit log (admins): who did what, and when, newest first (CONSOLE.md). */
export function AuditLog() {
  const log = useQuery(auditQuery);
  return (
    <section aria-labelledby="audit-heading">
      <Title order={2} fz="h3" id="audit-heading" mb="sm">
        Audit log
      </Title>
      {log.isError && <StatusAlert tone="error">{errorMessage(log.error)}</StatusAlert>}
      {log.data && log.data.length === 0 && <Text c="dimmed">Nothing has been done in the console yet.</Text>}
      {log.data && log.data.length > 0 && (
        <DataTable
          striped
          aria-labelledby="audit-heading"
          rows={log.data}
          rowKey={(e) => e.id}
          columns={[
            { header: 'When', cell: (e) => formatDateTime(e.at) },
            { header: 'Who', cell: (e) => e.staffName ?? '-' },
            {
              header: 'What',
              cell: (e) => (
                <>
                  {ACTIONS[e.action] ?? e.action}
                  <AuditChange before={e.before} after={e.after} />
                </>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
