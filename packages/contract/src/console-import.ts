import { z } from 'zod';
import { envelope } from './envelope';
import { post } from './route';

/**
 * Content import from the console (CONSOLE.md Authoring): the project's JSON files (tests and course
 * files, as `content-import` on the command line takes them), validated all-or-nothing, previewed,
 * then applied.
 */
export const IMPORT_MAX_FILES = 50;
/** Per file and in all: the demo's largest file is under 200 KB. */
export const IMPORT_MAX_FILE_CHARS = 5 * 1024 * 1024;
export const IMPORT_MAX_TOTAL_CHARS = 10 * 1024 * 1024;

export const ImportMessages = {
  noFiles: 'Choose at least one .json file',
  tooMany: `At most ${IMPORT_MAX_FILES} files at once`,
  tooLarge: 'The files are too large: at most 5 MB each and 10 MB in all',
  notJson: 'is not valid JSON',
  stale: 'The files or the content changed since the preview. Preview them again before applying.',
  invalid: 'The files have problems; nothing was imported. Preview them to see each one.',
  applied: 'Content imported.',
  /** One import per portal at a time (409). */
  busy: 'Another import for this portal is being checked or applied. Try again when it has finished.',
  /** Every import worker is taken and enough imports wait already (503, Retry-After). */
  queueFull: 'Imports are busy just now. Please try again in a minute.',
  /** The time limit of one import's checking (503). */
  timedOut:
    'Checking the files took too long and was stopped. Try again later, or import fewer files at once.',
} as const;

export const ImportFileSchema = z.object({
  name: z.string().trim().min(1).max(255),
  text: z.string().max(IMPORT_MAX_FILE_CHARS, ImportMessages.tooLarge),
});
export const ImportRequestSchema = z.object({
  files: z
    .array(ImportFileSchema)
    .min(1, ImportMessages.noFiles)
    .max(IMPORT_MAX_FILES, ImportMessages.tooMany),
});
export type ImportRequest = z.infer<typeof ImportRequestSchema>;
export const ImportApplyRequestSchema = ImportRequestSchema.extend({
  /** The preview's fingerprint: apply refuses files or content that changed since. */
  fingerprint: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ImportApplyRequest = z.infer<typeof ImportApplyRequestSchema>;

export const contentKinds = ['tests', 'sections', 'items', 'options', 'modules', 'objects'] as const;
export const ContentKindSchema = z.enum(contentKinds);
export type ContentKind = z.infer<typeof ContentKindSchema>;
export const changeKinds = ['added', 'changed', 'removed', 'retired'] as const;

export const FieldChangeSchema = z.object({
  field: z.string(),
  old: z.string().nullable(),
  new: z.string().nullable(),
});
export type FieldChange = z.infer<typeof FieldChangeSchema>;

export const KindChangesSchema = z.object({
  added: z.number(),
  changed: z.number(),
  removed: z.number(),
  retired: z.number(),
  unchanged: z.number(),
  names: z.array(
    z.object({
      change: z.enum(changeKinds),
      label: z.string(),
      /** A changed record's fields that change, old → new (values cut at 100 characters; null: none). */
      fields: z.array(FieldChangeSchema).optional(),
    }),
  ),
});
export const ImportErrorSchema = z.object({
  file: z.string(),
  item: z.string(),
  field: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof ImportErrorSchema>;

export const ImportPreviewSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    fingerprint: z.string(),
    changes: z.record(ContentKindSchema, KindChangesSchema),
  }),
  z.object({ ok: z.literal(false), errors: z.array(ImportErrorSchema) }),
]);
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;
export const ImportPreviewResponseSchema = envelope(ImportPreviewSchema);

export const ImportAppliedSchema = z.object({
  tests: z.number(),
  items: z.number(),
  modules: z.number(),
  objects: z.number(),
  retired: z.string(),
});
export const ImportApplyResponseSchema = envelope(ImportAppliedSchema);

/** The import page's calls (decision 049): preview, then apply. */
export const consoleImportApi = {
  preview: post('console/import/preview', {
    body: ImportRequestSchema,
    response: ImportPreviewResponseSchema,
  }),
  apply: post('console/import/apply', {
    body: ImportApplyRequestSchema,
    response: ImportApplyResponseSchema,
  }),
};
