import '@mantine/dropzone/styles.css';
import { Button, CloseButton, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import {
  IMPORT_MAX_FILE_CHARS,
  IMPORT_MAX_FILES,
  type ImportRequest,
} from '@portico/contract/console-import';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useApplyImport, usePreviewImport } from '../api/import';
import { ImportChanges, ImportErrors } from '../components/import-preview';

type Chosen = ImportRequest['files'];

/**
 * /console/import (CONSOLE.md Authoring, admin): the project's JSON content files (tests and course
 * files), previewed (what they add, change and remove, or every problem), then applied all or nothing.
 */
export function ImportPage() {
  const [files, setFiles] = useState<Chosen>([]);
  const [readError, setReadError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const openRef = useRef<() => void>(null);
  const checking = useRef<AbortController | null>(null);
  const [stopped, setStopped] = useState(false);
  const preview = usePreviewImport();
  const apply = useApplyImport();
  const result = preview.data;
  // Leaving the page stops a preview still being checked: the server drops its work.
  useEffect(() => () => checking.current?.abort(), []);

  const startPreview = () => {
    checking.current?.abort();
    const controller = new AbortController();
    checking.current = controller;
    setStopped(false);
    preview.mutate({ files, signal: controller.signal });
  };
  const stopPreview = () => {
    checking.current?.abort();
    checking.current = null;
    setStopped(true);
    preview.reset();
  };

  const choose = async (dropped: File[]) => {
    setReadError(undefined);
    setStopped(false);
    apply.reset();
    preview.reset();
    const big = dropped.find((f) => f.size > IMPORT_MAX_FILE_CHARS);
    if (big) return setReadError(`${big.name} is larger than 5 MB`);
    const read = await Promise.all(dropped.map(async (f) => ({ name: f.name, text: await f.text() })));
    const byName = new Map([...files, ...read].map((f) => [f.name, f]));
    setFiles([...byName.values()].slice(0, IMPORT_MAX_FILES));
  };
  const remove = (name: string) => {
    preview.reset();
    apply.reset();
    setFiles(files.filter((f) => f.name !== name));
  };
  const doApply = () => {
    if (!result?.ok) return;
    setConfirming(false);
    apply.mutate({ files, fingerprint: result.fingerprint }, { onSuccess: () => preview.reset() });
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          Import content
        </Title>
        <Text c="dimmed">
          Tests and course files in Portico’s JSON format. Preview first: nothing is written until you apply,
          and a file with a problem imports nothing.
        </Text>
        <Text c="dimmed" size="sm">
          At most {IMPORT_MAX_FILES} files of 5 MB each; a test has at most 1,000 questions and an import
          5,000. The content format lists every limit.
        </Text>
      </div>
      <Dropzone
        onDrop={(dropped) => void choose(dropped)}
        onReject={() => setReadError(`Choose .json files, at most ${IMPORT_MAX_FILES}`)}
        accept={['application/json', '.json']}
        maxFiles={IMPORT_MAX_FILES}
        openRef={openRef}
        activateOnKeyboard={false}
        inputProps={{ 'aria-label': 'Choose content files' }}
        radius="md"
      >
        <Stack align="center" gap={6} py="lg" ta="center">
          <Text fw={600}>Drag .json content files here, or</Text>
          <Button
            variant="light"
            onClick={(event) => {
              event.stopPropagation();
              openRef.current?.();
            }}
          >
            Choose files
          </Button>
        </Stack>
      </Dropzone>
      {readError && <StatusAlert tone="error">{readError}</StatusAlert>}
      {files.length > 0 && (
        <Paper withBorder p="md" radius="md">
          <Text fw={600} mb="xs">
            {files.length === 1 ? '1 file' : `${files.length} files`}
          </Text>
          <List spacing={4} size="sm" listStyleType="none">
            {files.map((f) => (
              <List.Item key={f.name}>
                <Group gap="xs" wrap="nowrap">
                  <CloseButton size="sm" aria-label={`Remove ${f.name}`} onClick={() => remove(f.name)} />
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {f.name} ({Math.max(1, Math.round(f.text.length / 1024))} KB)
                  </Text>
                </Group>
              </List.Item>
            ))}
          </List>
          <Group mt="md" gap="sm">
            <Button
              variant={result?.ok ? 'default' : 'filled'}
              onClick={startPreview}
              loading={preview.isPending}
            >
              Preview import
            </Button>
            {preview.isPending && (
              <Button variant="subtle" onClick={stopPreview}>
                Stop checking
              </Button>
            )}
            {result?.ok && (
              <Button onClick={() => setConfirming(true)} loading={apply.isPending}>
                Apply import
              </Button>
            )}
          </Group>
        </Paper>
      )}
      {stopped && <StatusAlert tone="info">Preview stopped: nothing was checked or written.</StatusAlert>}
      {preview.isError && <StatusAlert tone="error">{errorMessage(preview.error)}</StatusAlert>}
      {apply.isError && <StatusAlert tone="error">{errorMessage(apply.error)}</StatusAlert>}
      {apply.isSuccess && (
        <StatusAlert tone="success">
          {apply.data.message} {apply.data.applied.tests} tests, {apply.data.applied.items} questions,{' '}
          {apply.data.applied.modules} modules and {apply.data.applied.objects} lessons written.{' '}
          {apply.data.applied.retired}
        </StatusAlert>
      )}
      {result && !result.ok && <ImportErrors errors={result.errors} />}
      {result?.ok && <ImportChanges changes={result.changes} />}
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Apply this import?"
        confirmLabel="Apply"
        onConfirm={doApply}
      >
        The content changes as the preview shows, at once for every student. This is recorded in the audit
        log.
      </ConfirmDialog>
    </Stack>
  );
}
