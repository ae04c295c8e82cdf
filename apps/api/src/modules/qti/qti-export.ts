import { createHash } from 'node:crypto';
import { examProfileOf } from '@portico/contract/exam-profile';
import type { QtiExportReport } from '@portico/contract/qti';
import { strToU8, zipSync } from 'fflate';
import type { AuthoredItem } from '../content/content-item-format';
import type { AuthoredSection, TestFile } from '../content/content-test-format';
import { exportItem } from './qti-export-item';
import { escapeXml, identifierOf, QTI_ASI } from './qti-export-xml';
import { ownFields, PORTICO_SIDECAR, type Sidecar, sidecarFields } from './qti-sidecar';
import { toXhtml } from './qti-xhtml';

/**
 * Portico tests as a QTI 3.0 content package (issue 44, decision 066): an assessment test per test
 * with its sections and time limits, an item file per item, a stimulus file per distinct passage,
 * and the manifest naming them all. What QTI has no place for (an item's topic, difficulty, IRT
 * parameters, route, time limit, recording) travels in `portico.json`, a web-content file of the
 * package that other platforms ignore and Portico's import reads back. Items QTI cannot express are
 * left out and listed in the report with the reason.
 */

const CP = 'http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1';
const CP_XSD = 'https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqtiv3p0_imscpv1p2_v1p0.xsd';
const ASI_XSD = 'https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_asiv3p0_v1p0.xsd';

/** A test to export: the whole of it, or the sections chosen. */
export type ExportTest = Pick<TestFile, 'key' | 'title' | 'timerMode' | 'template' | 'examFamily'> &
  Partial<TestFile> & {
    sections: (Pick<AuthoredSection, 'key' | 'title' | 'durationMinutes' | 'passage' | 'items'> &
      Partial<AuthoredSection>)[];
  };

/** What the test and section files of QTI carry themselves; the rest goes in the sidecar. */
const CARRIED_BY_TEST = ['title', 'sections'];
const CARRIED_BY_SECTION = ['title', 'items', 'passage'];

export interface QtiPackage {
  bytes: Uint8Array;
  report: QtiExportReport;
}

interface Resource {
  identifier: string;
  type: string;
  href: string;
  dependencies: string[];
}

class PackageWriter {
  readonly files: Record<string, Uint8Array> = {};
  readonly resources: Resource[] = [];
  readonly sidecar: Sidecar = { version: 1, items: {}, tests: {} };
  readonly report: QtiExportReport = { tests: [], exported: {}, notExported: [], notes: [] };
  private readonly stimuli = new Map<string, string>();
  private readonly identifiers = new Set<string>();

  /** An identifier unique in the package. */
  unique(wanted: string): string {
    let id = identifierOf(wanted.replace(/[^A-Za-z0-9._-]+/g, '-'));
    for (let k = 2; this.identifiers.has(id); k++) id = `${identifierOf(wanted)}-${k}`;
    this.identifiers.add(id);
    return id;
  }

  add(path: string, text: string, resource?: Omit<Resource, 'href'>) {
    this.files[path] = strToU8(text);
    if (resource) this.resources.push({ ...resource, href: path });
  }

  /** The passage's stimulus file (written once for every item that shows it). */
  stimulus(html: string): { identifier: string; href: string } {
    const hash = createHash('sha256').update(html).digest('hex').slice(0, 16);
    let identifier = this.stimuli.get(hash);
    if (!identifier) {
      identifier = this.unique(`passage-${hash}`);
      this.stimuli.set(hash, identifier);
      const body = toXhtml(html).xml;
      this.add(
        `stimuli/${identifier}.xml`,
        `<?xml version="1.0" encoding="UTF-8"?>\n<qti-assessment-stimulus xmlns="${QTI_ASI}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${QTI_ASI} ${ASI_XSD}" identifier="${identifier}" title="Passage"><qti-stimulus-body>${body.trim() ? flowOf(body) : '<p/>'}</qti-stimulus-body></qti-assessment-stimulus>`,
        { identifier, type: 'imsqti_stimulus_xmlv3p0', dependencies: [] },
      );
    }
    return { identifier, href: `../stimuli/${identifier}.xml` };
  }

  /** One item's file, or its line in the report; how a test refers to it. */
  item(
    item: AuthoredItem,
    exam: ReturnType<typeof examProfileOf>,
    passage?: string,
  ): { identifier: string; path: string } | undefined {
    const identifier = this.unique(item.key);
    const shown = item.passage ?? passage;
    const stimulus = shown ? this.stimulus(shown) : undefined;
    const out = exportItem(item, exam, identifier, stimulus);
    if (!out.ok) {
      this.report.notExported.push({ key: item.key, type: item.type, reason: out.reason });
      return undefined;
    }
    const path = `items/${identifier}.xml`;
    this.add(path, out.value.xml, {
      identifier,
      type: 'imsqti_item_xmlv3p0',
      dependencies: stimulus ? [stimulus.identifier] : [],
    });
    this.report.exported[item.type] = (this.report.exported[item.type] ?? 0) + 1;
    for (const note of out.value.notes) this.report.notes.push(`${item.key}: ${note}`);
    this.sidecar.items[path] = sidecarFields(item);
    return { identifier, path };
  }

  test(test: ExportTest) {
    const exam = examProfileOf(test.template ?? 'default', test.examFamily);
    const identifier = this.unique(test.key);
    const refs: string[] = [];
    const own: Sidecar['tests'][string] = { fields: ownFields(test, CARRIED_BY_TEST), sections: {} };
    const sections = test.sections.map((section, s) => {
      const items = section.items.flatMap((item) => {
        const ref = this.item(item, exam, section.passage);
        if (!ref) return [];
        refs.push(ref.identifier);
        // The test sits in tests/: its items are one folder up.
        return [`<qti-assessment-item-ref identifier="${ref.identifier}" href="../${ref.path}"/>`];
      });
      const limit =
        test.timerMode === 'sectional' && section.durationMinutes > 0
          ? `<qti-time-limits max-time="${section.durationMinutes * 60}"/>`
          : '';
      if (!items.length) return '';
      const id = this.unique(`${test.key}-${section.key || s + 1}`);
      own.sections[id] = ownFields(section, CARRIED_BY_SECTION);
      return `<qti-assessment-section identifier="${id}" title="${escapeXml(section.title)}" visible="true">${limit}${items.join('')}</qti-assessment-section>`;
    });
    const total = test.sections.reduce((sum, s) => sum + s.durationMinutes, 0);
    const partLimit =
      test.timerMode === 'total' && total > 0 ? `<qti-time-limits max-time="${total * 60}"/>` : '';
    const count = refs.length;
    this.report.tests.push({ key: test.key, title: test.title, items: count });
    if (!count) return;
    this.sidecar.tests[`tests/${identifier}.xml`] = own;
    this.add(
      `tests/${identifier}.xml`,
      `<?xml version="1.0" encoding="UTF-8"?>\n<qti-assessment-test xmlns="${QTI_ASI}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${QTI_ASI} ${ASI_XSD}" identifier="${identifier}" title="${escapeXml(test.title)}"><qti-test-part identifier="${this.unique(`${test.key}-part`)}" navigation-mode="nonlinear" submission-mode="simultaneous">${partLimit}${sections.join('')}</qti-test-part></qti-assessment-test>`,
      { identifier, type: 'imsqti_test_xmlv3p0', dependencies: refs },
    );
  }

  manifest(): string {
    const resources = this.resources
      .map(
        (r) =>
          `<resource identifier="${r.identifier}" type="${r.type}" href="${r.href}"><file href="${r.href}"/>${r.dependencies
            .map((d) => `<dependency identifierref="${d}"/>`)
            .join('')}</resource>`,
      )
      .join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<manifest xmlns="${CP}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${CP} ${CP_XSD}" identifier="${this.unique('manifest')}"><metadata><schema>QTI Package</schema><schemaversion>3.0.0</schemaversion></metadata><organizations/><resources>\n${resources}\n<resource identifier="${this.unique('portico')}" type="webcontent" href="${PORTICO_SIDECAR}"><file href="${PORTICO_SIDECAR}"/></resource></resources></manifest>\n`;
  }
}

/** Flow content for a stimulus body: block markup as it is, text or inline markup in a div. */
const flowOf = (xml: string) =>
  /^\s*</.test(xml) && !/^\s*<(span|strong|em|b|i|a|sub|sup)\b/.test(xml) ? xml : `<div>${xml}</div>`;

/** The tests as one package, with its report. */
export function exportPackage(tests: ExportTest[]): QtiPackage {
  const w = new PackageWriter();
  for (const test of tests) w.test(test);
  w.add(PORTICO_SIDECAR, JSON.stringify(w.sidecar, null, 1));
  w.add('imsmanifest.xml', w.manifest());
  return { bytes: zipSync(w.files, { level: 6 }), report: w.report };
}
