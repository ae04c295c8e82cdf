import { Button, CloseButton, Group, List, Paper, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IMPORT_MAX_FILES, type ImportRequest } from '@portico/contract/console-import';
import { type ReactNode, useRef } from 'react';

/** Where content files are dropped, with a button that opens the file picker. */
export function ImportDropzone({
  onDrop,
  onReject,
}: {
  onDrop: (files: File[]) => void;
  /** The names of the files refused (not .json, or past the number allowed). */
  onReject: (names: string[]) => void;
}) {
  const openRef = useRef<() => void>(null);
  return (
    <Dropzone
      onDrop={onDrop}
      onReject={(rejections) => onReject(rejections.map((r) => r.file.name))}
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
  );
}

interface ListProps {
  files: ImportRequest['files'];
  onRemove: (name: string) => void;
  /** The buttons under the list: preview, stop, apply. */
  children: ReactNode;
}

/** The files chosen so far, each with its size and a button that takes it off the import. */
export function ImportFileList({ files, onRemove, children }: ListProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text fw={600} mb="xs">
        {files.length === 1 ? '1 file' : `${files.length} files`}
      </Text>
      <List spacing={4} size="sm" listStyleType="none">
        {files.map((f) => (
          <List.Item key={f.name}>
            <Group gap="xs" wrap="nowrap">
              <CloseButton size="sm" aria-label={`Remove ${f.name}`} onClick={() => onRemove(f.name)} />
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {f.name} ({Math.max(1, Math.round(f.text.length / 1024))} KB)
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
      <Group mt="md" gap="sm">
        {children}
      </Group>
    </Paper>
  );
}
