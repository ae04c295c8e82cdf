import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { QtiExportQuery, QtiExportReport } from '@portico/contract/qti';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { qtiExportHref, qtiExportReportQuery, qtiExportTestsQuery } from '../api/qti-import';
import { plural, ReportLines } from './report-lines';

const EVERY_TEST = '*';
const WHOLE_TEST = '*';

/**
 * Console › Import › Export as QTI 3.0 (issue 44): one test, one of its sections, or every test of the
 * company as a content package another platform reads and Portico imports back; what QTI cannot hold
 * is listed with the reason before the package is downloaded.
 */
export function QtiExport() {
  const tests = useQuery(qtiExportTestsQuery);
  // Nothing chosen at first: the report of a whole bank is seconds of work, done only when asked.
  const [test, setTest] = useState<string | null>(null);
  const [section, setSection] = useState(WHOLE_TEST);
  const chosen = tests.data?.tests.find((t) => t.key === test);
  const query: QtiExportQuery = {
    ...(chosen ? { test: chosen.key } : {}),
    ...(chosen && section !== WHOLE_TEST ? { section: Number(section) } : {}),
  };
  const report = useQuery({ ...qtiExportReportQuery(query), enabled: tests.isSuccess && test !== null });
  const count = report.data ? Object.values(report.data.exported).reduce((n, c) => n + c, 0) : 0;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="qti-export-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h3" id="qti-export-title">
            Export as QTI 3.0
          </Title>
          <Text c="dimmed" size="sm">
            A test, one of its sections, or every test as a QTI 3.0 content package for another platform, or
            to bring back here. Each question QTI cannot hold is listed first with the reason. Each download
            is recorded in the audit log: the package holds the answer keys.
          </Text>
        </div>
        {tests.isError && <StatusAlert tone="error">{errorMessage(tests.error)}</StatusAlert>}
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Test"
            placeholder="Choose what to export"
            w={{ base: '100%', sm: 320 }}
            searchable
            allowDeselect={false}
            value={test}
            onChange={(value) => {
              setTest(value);
              setSection(WHOLE_TEST);
            }}
            data={[
              { value: EVERY_TEST, label: 'Every test (the whole item bank)' },
              ...(tests.data?.tests ?? []).map((t) => ({
                value: t.key,
                label: `${t.title} (${plural(t.items, 'question')})`,
              })),
            ]}
          />
          <Select
            label="Section"
            w={{ base: '100%', sm: 280 }}
            allowDeselect={false}
            disabled={!chosen}
            value={section}
            onChange={(value) => setSection(value ?? WHOLE_TEST)}
            data={[
              { value: WHOLE_TEST, label: 'The whole test' },
              ...(chosen?.sections ?? []).map((s) => ({
                value: String(s.no),
                label: `${s.no}. ${s.title} (${plural(s.items, 'question')})`,
              })),
            ]}
          />
          {/* A link only once there is a package to fetch: a disabled link would still be followed. */}
          {report.isSuccess && count > 0 ? (
            <Button component="a" href={qtiExportHref(query)} download>
              Download package
            </Button>
          ) : (
            <Button disabled>Download package</Button>
          )}
        </Group>
        {report.isError && <StatusAlert tone="error">{errorMessage(report.error)}</StatusAlert>}
        {report.data && <ExportReportView report={report.data} count={count} />}
      </Stack>
    </Paper>
  );
}

/** What the package holds, per Portico item type, and each question left out with its reason. */
function ExportReportView({ report, count }: { report: QtiExportReport; count: number }) {
  const types = Object.entries(report.exported)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, n]) => `${type} ${n}`)
    .join(', ');
  return (
    <Stack gap="sm" aria-live="polite">
      <Text size="sm">
        {count === 0
          ? 'Nothing to export: no question here can be written as QTI.'
          : `${plural(report.tests.length, 'test')}, ${plural(count, 'question')} in the package (by type: ${types}).`}
      </Text>
      <ReportLines
        title={`Left out (${report.notExported.length})`}
        lines={report.notExported.map((n) => `${n.key} (${n.type}): ${n.reason}`)}
      />
      <ReportLines title={`Changed on the way out (${report.notes.length})`} lines={report.notes} />
    </Stack>
  );
}
