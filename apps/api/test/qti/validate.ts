/**
 * Schema validation of QTI 3.0 documents for Portico's QTI import/export tests, against the
 * 1EdTech schemas shipped in ./schemas (see schemas/README.md for where each file comes from).
 *
 * xmllint-wasm runs libxml2's xmllint in a worker with an in-memory file system: every file given
 * as `schema` or `preload` is written at "/" + fileName and xmllint runs with "/" as its working
 * directory, so a schemaLocation is resolved against the path of the schema that names it. The
 * schema files are therefore handed over under their paths relative to ./schemas
 * ("qtiv3p0/imsqti_asiv3p0_sbacv1p0_v1p0.xsd" imports "../w3/xml.xsd", found at "w3/xml.xsd").
 */
import { readFile } from 'node:fs/promises';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { memoryPages, validateXML, type XMLFileInfo } from 'xmllint-wasm';

/** What a QTI document is validated against: the ASI schema or the content-packaging manifest schema. */
export type QtiSchemaKind = 'asi' | 'manifest';

/** The outcome of validating one document. */
export interface QtiValidationResult {
  valid: boolean;
  /** Short messages such as "line 5: Element 'qti-simple-choice': The attribute 'identifier' is required but missing." */
  errors: string[];
}

/** One document of a batch: its text and, optionally, the name its errors are reported under. */
export interface QtiDocument {
  xml: string;
  fileName?: string;
}

const SCHEMA_DIR = fileURLToPath(new URL('./schemas/', import.meta.url));

/** The schema each kind starts from, relative to SCHEMA_DIR. */
const ENTRY_SCHEMA: Record<QtiSchemaKind, string> = {
  // 1EdTech's SBAC profile of the QTI 3.0 ASI schema: the base schema without the data-* attributes.
  asi: 'qtiv3p0/imsqti_asiv3p0_sbacv1p0_v1p0.xsd',
  manifest: 'qtiv3p0/imsqtiv3p0_imscpv1p2_v1p0.xsd',
};

/**
 * Names a shipped schema imports that are served from another shipped file. The SSML 1.1 files
 * import "xml.xsd" from their own folder; the one W3C xml.xsd lives in w3/. (libxml2 loads the
 * xml namespace once, from the ASI schema's own import, and skips these.)
 */
const SERVED_FROM: Readonly<Record<string, string>> = {
  'w3/ssml11/xml.xsd': 'w3/xml.xsd',
};

/**
 * libxml2 runs out of xmllint-wasm's default 32 MiB while compiling the ASI schema with MathML 3
 * ("Failed to compile the content model"); 64 MiB is enough. Memory grows on demand up to this cap.
 */
const MAX_MEMORY_PAGES = 256 * memoryPages.MiB;

const QUOTED_SCHEMA_LOCATION =
  /<(?:[\w-]+:)?(?:import|include|redefine)\b[^>]*?\bschemaLocation\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** The schemaLocation of every xs:import, xs:include and xs:redefine of a schema document. */
function schemaLocations(xsd: string): string[] {
  return [...xsd.matchAll(QUOTED_SCHEMA_LOCATION)].map((match) => match[1] ?? match[2] ?? '');
}

/** True for an absolute URL, which xmllint-wasm cannot fetch (it has no network access). */
function isRemoteLocation(location: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(location);
}

/** The files of one schema as xmllint-wasm gets them. */
export interface QtiSchemaSet {
  entry: XMLFileInfo;
  preload: XMLFileInfo[];
  /** Absolute schemaLocations that are not shipped (libxml2 warns and skips the import). */
  remote: string[];
}

/** Reads the entry schema and, transitively, every local schema it imports, includes or redefines. */
async function readSchemaSet(entryName: string): Promise<QtiSchemaSet> {
  const files = new Map<string, string>();
  const remote: string[] = [];
  const pending = [entryName];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (files.has(name)) continue;
    const contents = await readFile(SCHEMA_DIR + (SERVED_FROM[name] ?? name), 'utf8');
    files.set(name, contents);
    for (const location of schemaLocations(contents)) {
      if (isRemoteLocation(location)) remote.push(location);
      else pending.push(posix.normalize(posix.join(posix.dirname(name), location)));
    }
  }
  const all = [...files].map(([fileName, contents]) => ({ fileName, contents }));
  const entry = all.find((file) => file.fileName === entryName);
  if (!entry) throw new Error(`schema ${entryName} was not read`);
  return { entry, preload: all.filter((file) => file !== entry), remote };
}

const schemaSets = new Map<QtiSchemaKind, Promise<QtiSchemaSet>>();

/** The schema files of a kind, read once per process. */
export function qtiSchemaSet(kind: QtiSchemaKind): Promise<QtiSchemaSet> {
  let set = schemaSets.get(kind);
  if (!set) {
    set = readSchemaSet(ENTRY_SCHEMA[kind]);
    schemaSets.set(kind, set);
    set.catch(() => schemaSets.delete(kind));
  }
  return set;
}

const NAMESPACE_PREFIXES: Readonly<Record<string, string>> = {
  'http://www.imsglobal.org/xsd/imsqtiasi_v3p0': '',
  'http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1': '',
  'http://ltsc.ieee.org/xsd/LOM': 'imsmd:',
  'http://www.w3.org/1998/Math/MathML': 'm:',
  'http://www.w3.org/2001/10/synthesis': 'ssml:',
  'http://www.w3.org/2001/XInclude': 'xi:',
  'http://www.w3.org/XML/1998/namespace': 'xml:',
};

/** Shortens one xmllint message: known namespaces become prefixes, the severity label goes. */
function shortMessage(message: string): string {
  return message
    .replace(/^(?:element [^:]*: )?Schemas validity error : /, '')
    .replace(/\{([^}\s]+)\}/g, (whole, uri: string) => NAMESPACE_PREFIXES[uri] ?? whole)
    .trim();
}

interface Input extends XMLFileInfo {
  readonly fileName: string;
  /** What its error lines start with: "line " or the caller's file name and a colon. */
  readonly label: string;
}

/** Splits xmllint's output (stderr) into the result of each input file. */
function resultsFromOutput(output: string, inputs: readonly Input[]): QtiValidationResult[] {
  const lines = output.split('\n');
  return inputs.map(({ fileName, label }) => {
    const prefix = `${fileName}:`;
    const errors = lines.flatMap((line) => {
      const match = line.startsWith(prefix) ? /^(\d+): (.*)$/.exec(line.slice(prefix.length)) : null;
      return match ? [`${label}${match[1]}: ${shortMessage(match[2] ?? '')}`] : [];
    });
    return { valid: lines.includes(`${fileName} validates`), errors };
  });
}

/** xmllint's output when it ran to the end, also when it exited non-zero (invalid or unparsable input). */
function outputOfFailedRun(error: unknown): string {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  // 1: an input is not well-formed XML; 3, 4: validation errors. 5 (the schema does not compile) is a bug here.
  if (error instanceof Error && (code === 1 || code === 3 || code === 4)) return error.message;
  throw error;
}

/**
 * Validates several QTI 3.0 documents of one kind with a single xmllint run, which compiles the
 * schema once: compiling the 1 MB ASI schema is most of the cost of a run.
 */
export async function validateQtiBatch(
  documents: readonly QtiDocument[],
  kind: QtiSchemaKind,
): Promise<QtiValidationResult[]> {
  if (documents.length === 0) return [];
  const { entry, preload } = await qtiSchemaSet(kind);
  // Inputs get neutral names: xmllint output is split on ':' and a name must not look like an option.
  const inputs = documents.map(({ xml, fileName }, index) => ({
    fileName: `input/document-${index}.xml`,
    contents: xml,
    label: fileName ? `${fileName}:` : 'line ',
  }));
  const xml = inputs.map(({ fileName, contents }) => ({ fileName, contents }));
  const output = await validateXML({ xml, schema: entry, preload, maxMemoryPages: MAX_MEMORY_PAGES })
    .then((result) => result.rawOutput)
    .catch(outputOfFailedRun);
  return resultsFromOutput(output, inputs);
}

/** Validates a QTI 3.0 document (an item, a test, a stimulus) or a package manifest against the shipped 1EdTech schemas. */
export async function validateQti(
  xml: string,
  kind: 'asi' | 'manifest',
  fileName?: string,
): Promise<{ valid: boolean; errors: string[] }> {
  const [result] = await validateQtiBatch([{ xml, fileName }], kind);
  if (!result) throw new Error('xmllint returned no result');
  return result;
}
