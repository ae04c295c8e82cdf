import { Button, FileButton, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { QTI_LIMITS, type QtiReport } from '@portico/contract/qti';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useApplyQti, usePreviewQti } from '../api/qti-import';
import { hasChanges, ImportChanges, ImportErrors } from './import-preview';
import { plural, ReportLines } from './report-lines';

/**
 * Console › Import of a QTI 3.0 package (issue 44): one .zip content package, or one item's .xml, from
 * another platform; previewed with what it adds and changes and, item by item, what cannot be imported
 * and why; then applied all or nothing with its images and recordings.
 */
export function QtiImport() {
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const preview = usePreviewQti();
  const apply = useApplyQti();
  const result = preview.data;
  const plan = result?.preview;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    preview.reset();
    apply.reset();
    if (chosen && chosen.size <= QTI_LIMITS.packageBytes) preview.mutate(chosen);
  };
  const doApply = () => {
    if (!file || !plan?.ok) return;
    setConfirming(false);
    apply.mutate({ file, fingerprint: plan.fingerprint }, { onSuccess: () => preview.reset() });
  };
  const tooLarge = file !== null && file.size > QTI_LIMITS.packageBytes;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="qti-import-title">
      <Stack gap="md">
        <QtiIntro />
        <Group gap="sm">
          <FileButton
            onChange={choose}
            accept=".zip,.xml,application/zip,text/xml,application/xml"
            inputProps={{ 'aria-label': 'Choose a QTI package' }}
          >
            {(props) => (
              <Button variant="light" {...props} loading={preview.isPending}>
                Choose a package
              </Button>
            )}
          </FileButton>
          {file && <Text size="sm">{file.name}</Text>}
          {plan?.ok && (
            <Button
              onClick={() => setConfirming(true)}
              loading={apply.isPending}
              disabled={!hasChanges(plan.changes)}
            >
              Apply import
            </Button>
          )}
        </Group>
        {tooLarge && <StatusAlert tone="error">The package is too large: at most 50 MB.</StatusAlert>}
        {preview.isError && <StatusAlert tone="error">{errorMessage(preview.error)}</StatusAlert>}
        {apply.isError && <StatusAlert tone="error">{errorMessage(apply.error)}</StatusAlert>}
        {apply.isSuccess && (
          <StatusAlert tone="success">
            {apply.data.message} {plural(apply.data.applied.tests, 'test')},{' '}
            {plural(apply.data.applied.items, 'question')} written.
          </StatusAlert>
        )}
        {result && <QtiReportView report={result.report} />}
        {plan && !plan.ok && <ImportErrors errors={plan.errors} />}
        {plan?.ok && <ImportChanges changes={plan.changes} />}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Apply this package?"
        confirmLabel="Apply"
        onConfirm={doApply}
      >
        The tests and questions the preview shows are written at once, with their images. The items listed as
        not importable are left out. This is recorded in the audit log.
      </ConfirmDialog>
    </Paper>
  );
}

/** What the section takes. */
function QtiIntro() {
  return (
    <div>
      <Title order={2} fz="h3" id="qti-import-title">
        Import a QTI 3.0 package
      </Title>
      <Text c="dimmed" size="sm">
        An item bank or a test from another platform (TAO, Moodle, Canvas, Learnosity, Inspera…): its .zip
        content package, or one item’s .xml file, at most 50 MB. Each item Portico cannot import is listed
        with the reason.
      </Text>
    </div>
  );
}

/** The tests the package makes and the files carried with them, in a sentence or two. */
function summaryOf(report: QtiReport): string {
  const tests = report.tests.map((t) => `${t.title}: ${plural(t.items, 'question')}.`).join(' ');
  const media = report.media === 1 ? '1 image or recording' : `${report.media} images or recordings`;
  return `${tests || 'No test to import.'}${report.media ? ` ${media} carried with them.` : ''}`;
}

/** What became of the package's items: per interaction, each item left out with its reason, each note. */
function QtiReportView({ report }: { report: QtiReport }) {
  const rows = Object.entries(report.interactions).sort(([a], [b]) => a.localeCompare(b));
  return (
    <Stack gap="sm">
      <Text size="sm">{summaryOf(report)}</Text>
      {/* Three columns do not fit a phone: the table scrolls sideways in its own focusable region. */}
      <Table.ScrollContainer
        minWidth={360}
        type="native"
        tabIndex={0}
        role="region"
        aria-label="Items by interaction"
      >
        <Table withTableBorder striped fz="sm">
          <Table.Caption>Items of the package by interaction</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Interaction</Table.Th>
              <Table.Th scope="col">Imported</Table.Th>
              <Table.Th scope="col">Not importable</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(([name, counts]) => (
              <Table.Tr key={name}>
                <Table.Td>{name || '(none)'}</Table.Td>
                <Table.Td>{counts.imported}</Table.Td>
                <Table.Td>{counts.reported}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {report.notImportable.length > 0 && (
        <div>
          <Text fw={600} size="sm">
            Not importable ({report.notImportable.length})
          </Text>
          <List size="sm" spacing={2}>
            {report.notImportable.map((p) => (
              <List.Item key={`${p.path}#${p.identifier}`} style={{ overflowWrap: 'anywhere' }}>
                <strong>{p.identifier}</strong> ({p.path}): {p.reason}
              </List.Item>
            ))}
          </List>
        </div>
      )}
      <ReportLines title="Changed on the way in" lines={report.notes} />
    </Stack>
  );
}
