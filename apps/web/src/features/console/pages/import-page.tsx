import '@mantine/dropzone/styles.css';
import { Button, Stack, Text, Title } from '@mantine/core';
import {
  IMPORT_MAX_FILE_CHARS,
  IMPORT_MAX_FILES,
  type ImportRequest,
} from '@portico/contract/console-import';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { useApplyImport } from '../api/import';
import { ImportDropzone, ImportFileList } from '../components/import-files';
import { hasChanges, ImportChanges, ImportErrors } from '../components/import-preview';
import { QtiExport } from '../components/qti-export';
import { QtiImport } from '../components/qti-import';
import { useImportPreview } from '../hooks/use-import-preview';

type Chosen = ImportRequest['files'];

/** The files dropped, read; every file too large is named at once and the others are taken. */
async function readDropped(dropped: File[]): Promise<{ read: Chosen; error?: string }> {
  const big = dropped.filter((f) => f.size > IMPORT_MAX_FILE_CHARS);
  const fitting = dropped.filter((f) => f.size <= IMPORT_MAX_FILE_CHARS);
  const read = await Promise.all(fitting.map(async (f) => ({ name: f.name, text: await f.text() })));
  if (big.length === 0) return { read };
  return { read, error: `Left out, larger than 5 MB: ${big.map((f) => f.name).join(', ')}` };
}

/** The files the drop zone refused (not .json, or past the number allowed), each named. */
const rejected = (names: string[]) =>
  `Choose .json files, at most ${IMPORT_MAX_FILES}${names.length ? `. Not taken: ${names.join(', ')}` : ''}`;

/**
 * /console/import (CONSOLE.md Authoring, admin): the project's JSON content files (tests and course
 * files), previewed (what they add, change and remove, or every problem), then applied all or nothing.
 */
export function ImportPage() {
  const [files, setFiles] = useState<Chosen>([]);
  const [readError, setReadError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const { preview, stopped, setStopped, ...checking } = useImportPreview();
  const apply = useApplyImport();
  const result = preview.data;

  const choose = async (dropped: File[]) => {
    setReadError(undefined);
    setStopped(false);
    apply.reset();
    preview.reset();
    const { read, error } = await readDropped(dropped);
    if (error) setReadError(error);
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
      <ImportIntro />
      <ImportDropzone
        onDrop={(dropped) => void choose(dropped)}
        onReject={(names) => setReadError(rejected(names))}
      />
      {readError && <StatusAlert tone="error">{readError}</StatusAlert>}
      {files.length > 0 && (
        <ImportFileList files={files} onRemove={remove}>
          <Button
            variant={result?.ok ? 'default' : 'filled'}
            onClick={() => checking.start(files)}
            loading={preview.isPending}
          >
            Preview import
          </Button>
          {preview.isPending && (
            <Button variant="subtle" onClick={checking.stop}>
              Stop checking
            </Button>
          )}
          {result?.ok && (
            <ApplyButton
              nothing={!hasChanges(result.changes)}
              pending={apply.isPending}
              onApply={() => setConfirming(true)}
            />
          )}
        </ImportFileList>
      )}
      {stopped && <StatusAlert tone="info">Preview stopped: nothing was checked or written.</StatusAlert>}
      {preview.isError && <StatusAlert tone="error">{errorMessage(preview.error)}</StatusAlert>}
      {apply.isError && <StatusAlert tone="error">{errorMessage(apply.error)}</StatusAlert>}
      {apply.isSuccess && <AppliedNotice result={apply.data} />}
      {result && !result.ok && <ImportErrors errors={result.errors} />}
      {result?.ok && <ImportChanges changes={result.changes} />}
      <QtiImport />
      <QtiExport />
      <ApplyDialog opened={confirming} onClose={() => setConfirming(false)} onConfirm={doApply} />
    </Stack>
  );
}

/** Apply asked again: the content changes for every student at once. */
function ApplyDialog(props: { opened: boolean; onClose: () => void; onConfirm: () => void }) {
  return (
    <ConfirmDialog {...props} title="Apply this import?" confirmLabel="Apply">
      The content changes as the preview shows, at once for every student. This is recorded in the audit log.
    </ConfirmDialog>
  );
}

const NOTHING_TO_APPLY = 'Nothing to apply: the content is already as these files say.';

/** Apply, disabled with its reason when the preview holds no change. */
function ApplyButton({
  nothing,
  pending,
  onApply,
}: {
  nothing: boolean;
  pending: boolean;
  onApply: () => void;
}) {
  return (
    <>
      <Button
        onClick={onApply}
        loading={pending}
        disabled={nothing}
        aria-describedby={nothing ? 'import-nothing' : undefined}
      >
        Apply import
      </Button>
      {nothing && (
        <Text id="import-nothing" size="sm" c="dimmed">
          {NOTHING_TO_APPLY}
        </Text>
      )}
    </>
  );
}

/** What an applied import wrote. */
function AppliedNotice({ result }: { result: NonNullable<ReturnType<typeof useApplyImport>['data']> }) {
  const { applied } = result;
  return (
    <StatusAlert tone="success">
      {result.message} {applied.tests} tests, {applied.items} questions, {applied.modules} modules and{' '}
      {applied.objects} lessons written. {applied.retired}
    </StatusAlert>
  );
}

function ImportIntro() {
  return (
    <div>
      <Title order={1} fz="h2">
        Import content
      </Title>
      <Text c="dimmed">
        Tests and course files in Portico’s JSON format, or a QTI 3.0 package from another platform (below).
        Preview first: nothing is written until you apply, and a file with a problem imports nothing.
      </Text>
      <Text c="dimmed" size="sm">
        At most {IMPORT_MAX_FILES} files of 5 MB each; a test has at most 1,000 questions and an import 5,000.
        The content format lists every limit.
      </Text>
    </div>
  );
}
