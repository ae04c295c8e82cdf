import { QtiMessages } from '@portico/contract/qti';
import type { Element } from '@xmldom/xmldom';
import type { AuthoredItem } from '../content/content-item-format';
import { QtiProblem, resolveHref, utf8 } from './qti-archive';
import { type BodyHtml, bodyHtml, NotShown } from './qti-body';
import { convertItem, type ImportedItem, type NotImportable, QTI_NAMESPACE } from './qti-item';
import { PORTICO_SIDECAR, readSidecar, type Sidecar } from './qti-sidecar';
import { attr, child, children, parseXml, textOf } from './qti-xml';

/**
 * A QTI 3.0 content package (or loose item files) as Portico tests (issue 44, decision 066): each
 * assessment test with its sections, items and time limits; the items no test refers to as one
 * item bank; every item's images and recordings; and the report of what imports (per interaction)
 * and what does not, with the reason. Nothing is dropped without its line in the report.
 */

/** A section as the import writes it; Portico's own export adds its other fields (qti-sidecar.ts). */
export interface AuthoredSection {
  key: string;
  title: string;
  referenceType: string;
  durationMinutes: number;
  items: AuthoredItem[];
  [field: string]: unknown;
}

export interface AuthoredTest {
  key: string;
  title: string;
  timerMode: 'total' | 'sectional';
  sections: AuthoredSection[];
  [field: string]: unknown;
}

export interface QtiImport {
  tests: AuthoredTest[];
  /** Package path → bytes: what the items show, to be stored when the import is applied. */
  media: Map<string, Uint8Array>;
  /** Interaction → items imported and items reported. */
  interactions: Record<string, { imported: number; reported: number }>;
  notImportable: NotImportable[];
  /** What the import changes of an item ('key: note'). */
  notes: string[];
}

const MANIFEST = 'imsmanifest.xml';

/** A Portico key from a QTI identifier: letters, digits, '.', '-', '_'. */
export const keyOf = (identifier: string) =>
  identifier.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '') || 'item';

/** The package's tests and item bank. `name` titles the item bank of loose files. */
export function importPackage(files: Map<string, Uint8Array>, name: string): QtiImport {
  const state = new ImportState(files);
  const manifest = files.get(MANIFEST);
  const resources = manifest ? resourcesOf(manifest) : looseItems(files);
  for (const href of resources.tests) {
    const test = state.test(href);
    if (test) state.tests.push(test);
  }
  const bank = resources.items.filter((href) => !state.itemsUsed.has(href));
  if (bank.length) state.tests.push(state.bank(bank, resources.title ?? name));
  return state.result();
}

function resourcesOf(bytes: Uint8Array) {
  const doc = parseXml(utf8(bytes, MANIFEST), MANIFEST);
  const root = doc.documentElement as Element;
  const tests: string[] = [];
  const items: string[] = [];
  const all = children(child(root, 'resources') ?? root, 'resource');
  for (const r of all) {
    const type = attr(r, 'type') ?? '';
    const href = resolveHref(MANIFEST, attr(r, 'href') ?? '');
    if (!href) continue;
    if (/^imsqti_test_xmlv3p0/.test(type)) tests.push(href);
    else if (/^imsqti_item_xmlv3p0/.test(type)) items.push(href);
  }
  const title = root.getElementsByTagNameNS('*', 'title').item(0);
  return { tests, items, title: title ? textOf(title as unknown as Element) || undefined : undefined };
}

/** Loose files: every XML file that is an assessment item, in path order. */
function looseItems(files: Map<string, Uint8Array>) {
  const items = [...files.keys()].filter((p) => p.toLowerCase().endsWith('.xml')).sort();
  return { tests: [] as string[], items, title: undefined };
}

class ImportState {
  tests: AuthoredTest[] = [];
  itemsUsed = new Set<string>();
  media = new Map<string, Uint8Array>();
  interactions: QtiImport['interactions'] = {};
  notImportable: NotImportable[] = [];
  notes: string[] = [];
  /** What Portico's own export wrote beside the items (qti-sidecar.ts). */
  private readonly sidecar: Sidecar;

  constructor(private readonly files: Map<string, Uint8Array>) {
    const own = files.get(PORTICO_SIDECAR);
    this.sidecar = readSidecar(own && utf8(own, PORTICO_SIDECAR)) ?? { version: 1, items: {}, tests: {} };
  }

  private read(path: string, from: string) {
    const bytes = this.files.get(path);
    if (!bytes) throw new QtiProblem(QtiMessages.missingFile(path, from));
    return parseXml(utf8(bytes, path), path);
  }

  /** An assessment test: a section per assessment section that holds items, with its time limit. */
  test(href: string): AuthoredTest | undefined {
    const root = this.read(href, MANIFEST).documentElement as Element;
    // A stimulus listed as a test (1EdTech's own BPIG manifest does so) is read where items refer to it.
    if (root.localName === 'qti-assessment-stimulus' && root.namespaceURI === QTI_NAMESPACE) return undefined;
    if (root.localName !== 'qti-assessment-test' || root.namespaceURI !== QTI_NAMESPACE)
      throw new QtiProblem(QtiMessages.notQti3(href));
    const testLimit = minutesOf(root);
    const own = this.sidecar.tests[href];
    const sections: AuthoredSection[] = [];
    for (const part of children(root, 'qti-test-part')) {
      const partLimit = minutesOf(part);
      for (const section of flatSections(part)) {
        const items = this.items(
          section.refs.map((ref) => resolveHref(href, attr(ref, 'href') ?? '') ?? ''),
          href,
        );
        if (!items.length) continue;
        const identifier = attr(section.el, 'identifier') ?? `section-${sections.length + 1}`;
        sections.push({
          key: keyOf(identifier),
          title: attr(section.el, 'title') ?? `Section ${sections.length + 1}`,
          referenceType: attr(section.el, 'title') ?? '',
          durationMinutes: minutesOf(section.el) ?? partLimit ?? 0,
          ...own?.sections[identifier],
          items,
        });
      }
    }
    const sectional = sections.some((s) => s.durationMinutes > 0);
    if (!own && !sectional && testLimit && sections[0]) sections[0].durationMinutes = testLimit;
    return {
      key: keyOf(attr(root, 'identifier') ?? href),
      title: attr(root, 'title') ?? keyOf(href),
      timerMode: sectional ? 'sectional' : 'total',
      ...own?.fields,
      sections,
    };
  }

  /** The items no test refers to, as one test of one section. */
  bank(hrefs: string[], title: string): AuthoredTest {
    return {
      key: keyOf(`${title}-items`).toLowerCase(),
      title,
      timerMode: 'total',
      sections: [
        {
          key: 'items',
          title: 'Items',
          referenceType: '',
          durationMinutes: 0,
          items: this.items(hrefs, MANIFEST),
        },
      ],
    };
  }

  /** Items converted (each counted by interaction), keyed uniquely within their test. */
  private items(hrefs: string[], from: string): AuthoredItem[] {
    const out: AuthoredItem[] = [];
    const keys = new Set<string>();
    for (const href of hrefs) {
      this.itemsUsed.add(href);
      const doc = this.read(href, from);
      const identifier = (doc.documentElement && attr(doc.documentElement, 'identifier')) ?? href;
      const result = convertItem(doc, href, keyOf(identifier));
      if (!result.ok) {
        this.count(result.problem.interaction || '(none)', 'reported');
        this.notImportable.push(result.problem);
        continue;
      }
      const missing = result.value.flatMap((i) => i.media).find((p) => !this.files.has(p));
      if (missing) {
        const problem = {
          identifier,
          path: href,
          interaction: result.value[0]?.interaction ?? '',
          reason: QtiMessages.missingFile(missing, href),
        };
        this.count(problem.interaction, 'reported');
        this.notImportable.push(problem);
        continue;
      }
      this.count(result.value[0]?.interaction ?? '', 'imported');
      const own = result.value.length === 1 ? this.sidecar.items[href] : undefined;
      for (const imported of result.value) {
        const item = own ? { ...imported.item, ...own } : imported.item;
        out.push(this.keep({ ...imported, item }, keys, doc.documentElement as Element, href));
      }
    }
    return out;
  }

  private keep(imported: ImportedItem, keys: Set<string>, root: Element, href: string): AuthoredItem {
    let key = imported.item.key;
    for (let n = 2; keys.has(key); n++) key = `${imported.item.key}-${n}`;
    keys.add(key);
    for (const path of imported.media) this.media.set(path, this.files.get(path) as Uint8Array);
    for (const note of imported.notes) this.notes.push(`${key}: ${note}`);
    const passage = this.stimulus(root, href);
    return { ...imported.item, key, ...(passage ? { passage } : {}) };
  }

  /** The text of the item's shared stimulus (a reading passage), shown beside it. */
  private stimulus(root: Element, href: string): string | undefined {
    const refs = children(root, 'qti-assessment-stimulus-ref');
    const parts = refs.map((ref) => {
      const path = resolveHref(href, attr(ref, 'href') ?? '') ?? '';
      const body = child(this.read(path, href).documentElement as Element, 'qti-stimulus-body');
      if (!body) return '';
      let html: BodyHtml;
      try {
        html = bodyHtml(body, path, () => undefined);
      } catch (error) {
        if (!(error instanceof NotShown)) throw error;
        this.notes.push(
          `${path}: the passage shows '${error.message}', which Portico does not; it is left out`,
        );
        return '';
      }
      for (const m of html.media) {
        const bytes = this.files.get(m);
        if (!bytes) throw new QtiProblem(QtiMessages.missingFile(m, path));
        this.media.set(m, bytes);
      }
      return html.html;
    });
    return parts.filter(Boolean).join('') || undefined;
  }

  private count(interaction: string, what: 'imported' | 'reported') {
    this.interactions[interaction] ??= { imported: 0, reported: 0 };
    this.interactions[interaction][what]++;
  }

  result(): QtiImport {
    return {
      tests: this.tests.filter((t) => t.sections.length),
      media: this.media,
      interactions: this.interactions,
      notImportable: this.notImportable,
      notes: this.notes,
    };
  }
}

/** A limit in whole minutes (max-time is in seconds), if the element sets one. */
function minutesOf(el: Element): number | undefined {
  const limits = child(el, 'qti-time-limits');
  const seconds = limits ? Number(attr(limits, 'max-time')) : Number.NaN;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : undefined;
}

/** Every assessment section of a part, nested ones after their parent's own items, in order. */
function flatSections(part: Element): { el: Element; refs: Element[] }[] {
  const out: { el: Element; refs: Element[] }[] = [];
  const visit = (el: Element) => {
    out.push({ el, refs: children(el, 'qti-assessment-item-ref') });
    for (const inner of children(el, 'qti-assessment-section')) visit(inner);
  };
  for (const section of children(part, 'qti-assessment-section')) visit(section);
  return out;
}
