import { Anchor, Button, Group, Pagination, Stack, Text, TextInput } from '@mantine/core';
import type { StudentRow } from '@portico/contract/console-students';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { studentSearchQuery } from '../api/students';
import { CardList } from '../components/card-list';
import { CardHead } from '../resource/card-head';
import { PageTitle } from '../resource/page-title';
import { useWide, WRAP } from '../resource/resource-list';
import { StateBadge } from '../resource/state-badge';

const Enrolments = ({ n }: { n: number }) => (
  <StateBadge color={n ? 'green' : 'gray'}>{n === 1 ? '1 active' : `${n} active`}</StateBadge>
);

function StudentName({ s }: { s: StudentRow }) {
  return (
    <Anchor component={Link} to={`/console/students/${s.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
      {s.name}
    </Anchor>
  );
}

/** A wide screen's list of students. */
function StudentTable({ students }: { students: StudentRow[] }) {
  return (
    <DataTable
      striped
      highlightOnHover
      aria-label="Students"
      rows={students}
      rowKey={(s) => s.id}
      columns={[
        { header: 'Name', cell: (s) => <StudentName s={s} /> },
        { header: 'Email', style: WRAP, cell: (s) => s.email },
        { header: 'Mobile', cell: (s) => s.mobile || '-' },
        { header: 'Joined', cell: (s) => formatDate(s.createdAt) },
        { header: 'Enrolments', cell: (s) => <Enrolments n={s.activeEnrolments} /> },
      ]}
    />
  );
}

/** A phone's list of students, one card each. */
function StudentCards({ students }: { students: StudentRow[] }) {
  return (
    <CardList label="Students" items={students}>
      {(s) => (
        <>
          <CardHead badge={<Enrolments n={s.activeEnrolments} />}>
            <StudentName s={s} />
          </CardHead>
          <Text size="sm" style={WRAP}>
            {s.email}
          </Text>
          <Text size="sm" c="dimmed">
            {s.mobile ? `${s.mobile} · ` : ''}joined {formatDate(s.createdAt)}
          </Text>
        </>
      )}
    </CardList>
  );
}

/** /console/students (CONSOLE.md Authoring, admin): search the company's students, open one. */
export function StudentsPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const search = useQuery(studentSearchQuery(q, page));
  const wide = useWide();
  const data = search.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };

  return (
    <Stack gap="lg">
      <PageTitle title="Students">
        Find a student by name, email or mobile to see their enrolments, grant or revoke one, or send a reset
        link.
      </PageTitle>
      <form onSubmit={submit} aria-label="Find students">
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <TextInput
            label="Name, email or mobile"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            maxLength={200}
            style={{ flex: 1 }}
          />
          <Button type="submit">Search</Button>
        </Group>
      </form>
      {search.isPending && <PageLoader />}
      {search.isError && <StatusAlert tone="error">{errorMessage(search.error)}</StatusAlert>}
      {data && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {data.total === 0
              ? q
                ? `No student matches “${q}”.`
                : 'No students yet.'
              : `${data.total} ${data.total === 1 ? 'student' : 'students'}${q ? ` matching “${q}”` : ''}`}
          </Text>
          {wide ? <StudentTable students={data.students} /> : <StudentCards students={data.students} />}
          {data.total > data.pageSize && (
            <Pagination
              total={Math.ceil(data.total / data.pageSize)}
              value={page}
              onChange={(p) => setParams(q ? { q, page: String(p) } : { page: String(p) })}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
