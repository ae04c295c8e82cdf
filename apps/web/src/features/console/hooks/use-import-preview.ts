import type { ImportRequest } from '@portico/contract/console-import';
import { useEffect, useRef, useState } from 'react';
import { usePreviewImport } from '../api/import';

/**
 * An import's preview that the member can stop: a new preview or Stop checking aborts the one under
 * way, and so does leaving the page (the server drops its work).
 */
export function useImportPreview() {
  const preview = usePreviewImport();
  const checking = useRef<AbortController | null>(null);
  const [stopped, setStopped] = useState(false);
  useEffect(() => () => checking.current?.abort(), []);

  const start = (files: ImportRequest['files']) => {
    checking.current?.abort();
    const controller = new AbortController();
    checking.current = controller;
    setStopped(false);
    preview.mutate({ files, signal: controller.signal });
  };
  const stop = () => {
    checking.current?.abort();
    checking.current = null;
    setStopped(true);
    preview.reset();
  };
  return { preview, stopped, setStopped, start, stop };
}
