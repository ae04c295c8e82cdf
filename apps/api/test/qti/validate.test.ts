import { readdir, readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { type QtiValidationResult, qtiSchemaSet, validateQti, validateQtiBatch } from './validate';

// Each xmllint run compiles the 1 MB ASI schema (a few seconds): documents are validated in batches.
const XMLLINT_TIMEOUT = 180_000;

const EXAMPLES = new URL('./1edtech/', import.meta.url);
const SHARED_VOCABULARY = 'qtiv3-examples/items/shared-vocabulary/';
const BPIG_ITEMS = 'QTI3_BPIG_Examples/items/';

const CHOICE_ITEM = `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="portico-choice-1"
    title="Capital of France" adaptive="false" time-dependent="false" xml:lang="en">
  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier">
    <qti-correct-response><qti-value>A</qti-value></qti-correct-response>
  </qti-response-declaration>
  <qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float">
    <qti-default-value><qti-value>0</qti-value></qti-default-value>
  </qti-outcome-declaration>
  <qti-item-body>
    <qti-choice-interaction response-identifier="RESPONSE" max-choices="1">
      <qti-prompt>Which city is the capital of France?</qti-prompt>
      <qti-simple-choice identifier="A">Paris</qti-simple-choice>
      <qti-simple-choice identifier="B">Lyon</qti-simple-choice>
    </qti-choice-interaction>
  </qti-item-body>
  <qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml"/>
</qti-assessment-item>
`;
const LYON = '<qti-simple-choice identifier="B">Lyon</qti-simple-choice>';

/** Shared-vocabulary items (under qtiv3-examples/items/shared-vocabulary/) valid against the schema today. */
const SHARED_VOCABULARY_VALID = [
  'Items/Item_QTI3_CompWater_01/composition_of_water_qti3.xml',
  'Items/Item_QTI3_CompWater_02/composition_of_water_qti3.xml',
  'Items/Item_QTI3_CompWater_03/composition_of_water_qti3.xml',
  'Items/Item_QTI3_CompWater_04/composition_of_water_qti3.xml',
  'Items/Item_QTI3_Gap_Match_01/gap-match-qti3.xml',
  'Items/Item_QTI3_Gap_Match_02/gap-match-qti3.xml',
  'Items/Item_QTI3_Gap_Match_03/gap-match-qti3.xml',
  'Items/Item_QTI3_Hotspot_01/hotspot-qti3.xml',
  'Items/Item_QTI3_Hotspot_02/hotspot-qti3.xml',
  'Items/Item_QTI3_Hotspot_03/hotspot-qti3.xml',
  'Items/Item_QTI3_Hottext_01/hottext-qti3.xml',
  'Items/Item_QTI3_Hottext_02/hottext-qti3.xml',
  'Items/Item_QTI3_Luggage_01/unattended_luggage_qti3.xml',
  'Items/Item_QTI3_Luggage_02/unattended_luggage_qti3.xml',
  'Items/Item_QTI3_Luggage_03/unattended_luggage_qti3.xml',
  'Items/Item_QTI3_Luggage_04/unattended_luggage_qti3.xml',
  'Items/Item_QTI3_Luggage_05/unattended_luggage_qti3.xml',
  'Items/Item_QTI3_Match_01/match_qti3.xml',
  'Items/Item_QTI3_Match_02/match_qti3.xml',
  'Items/Item_QTI3_Match_03/match_qti3.xml',
  'Items/Item_QTI3_RichardTake2_01/inline_choice_qti3.xml',
  'Items/Item_QTI3_RichardTake3_01/text_entry_qti3.xml',
  'Items/Item_QTI3_WritingPostcard_01/extended_text_qti3.xml',
  'Items/Item_QTI3_WritingPostcard_02/extended_text_qti3.xml',
  'Items/Item_QTI3_hottext-sv-3/hottext-sv-3.xml',
];

/** The other shared-vocabulary items, each with a fragment of the error that makes it invalid. */
const SHARED_VOCABULARY_INVALID: Record<string, string> = {
  // <object alt="...">: object has no alt attribute in QTI 3.0 (nor in HTML); an error in the example.
  'Items/Item_QTI3_Graphic_Gap_Match_01/graphic-gap-match-qti3.xml': "Element 'object', attribute 'alt'",
  // <object alt="...">, as above.
  'Items/Item_QTI3_Graphic_Gap_Match_02/graphic-gap-match-qti3.xml': "Element 'object', attribute 'alt'",
  // <object alt="...">, as above.
  'Items/Item_QTI3_Graphic_Gap_Match_03/graphic-gap-match-qti3.xml': "Element 'object', attribute 'alt'",
  // patternMask is the QTI 2 spelling; QTI 3.0 calls it pattern-mask: an error in the example.
  'Items/Item_QTI3_WritingPostcard_03/extended_text_qti3.xml': "attribute 'patternMask'",
};

/** Best Practice and Implementation Guide items (under QTI3_BPIG_Examples/items/) valid today. */
const BPIG_VALID = [
  'BG007.xml',
  'BG009.xml',
  'BG010.xml',
  'CatalogWithMultipleSupports.xml',
  'CatalogsAcrossContentNodes.xml',
  'Example01-modalFeedback.xml',
  'Example02-feedbackInline.xml',
  'Example03-feedbackBlock-solution.xml',
  'Example04-feedbackBlock-templateBlock.xml',
  'Example05-feedbackBlock-adaptive.xml',
  'MathML.xml',
  'Order_RTL_Hebrew.xml',
  'QTI3-associate.xml',
  'QTI3-custom-stylesheet.xml',
  'QTI3-graphic-order.xml',
  'QTI3-hotspot.xml',
  'QTI3-inline-choice.xml',
  'QTI3-match.xml',
  'QTI3-order.xml',
  'QTI3multiplechoice2.xml',
  'RTL_Hebrew.xml',
  'ReferencingCatalogContent.xml',
  'adaptiveTemplate.xml',
  'adaptive_mh1.xml',
  'drawing-interaction-1.xml',
  'end-attempt-example-1.xml',
  'essay.xml',
  'example-graphic-assoc-1.xml',
  'example-graphic-assoc-1alt.xml',
  'feedbackBlock-solution-random.xml',
  'gap-match-example-1.xml',
  'graphic-gap-match-item1.xml',
  'hot-text-example-1.xml',
  'mc_calc3.xml',
  'mc_calc5.xml',
  'media-example-1.xml',
  'position-object-1.xml',
  'qti3-choice-aria-mathml-catalog.xml',
  'ruby_default.xml',
  'ruby_i23n.xml',
  'select-point-item_1.xml',
  'shakespeare_biography.xml',
  'slider-1.xml',
  'stat2.xml',
  'template_digging.xml',
  'template_image.xml',
  'unbelievable_night_item1.xml',
  'unbelievable_night_item2.xml',
  'unbelievable_night_item3.xml',
  'upload-interaction.xml',
];

/** The other BPIG items, each with a fragment of the error that makes it invalid. */
const BPIG_INVALID: Record<string, string> = {
  // <video controls="controls">: HTML's spelling, but the schema types controls as xs:boolean; an error in the example.
  'MultipleCatalogs.xml': "Element 'video', attribute 'controls'",
  // data-* attributes: allowed by the base schema's DataHTML5Extension, which the SBAC profile deletes.
  'data_dash.xml': "attribute 'data-group-name' is not allowed",
  // <video controls="controls">, as above.
  'rubric_block.xml': "Element 'video', attribute 'controls'",
};

/** The other QTI 3.0 documents copied (packaging items, tests, Beginner's Guide, BPIG test and passage) that do not validate. */
const OTHERS_INVALID: Record<string, string> = {
  // <video controls="controls">, as above.
  'QTI3_BeginnersGuide_Examples/items/BG011.xml': "Element 'video', attribute 'controls'",
  // data-* attributes (deleted by the SBAC profile); its qti-rubric-block also lacks the required use attribute.
  'qtiv3-examples/packaging/items/data-attributes.xml': "attribute 'data-group-name' is not allowed",
  // data-type and data-target-container on qti-gap-img: data-* attributes, deleted by the SBAC profile.
  'qtiv3-examples/packaging/items/media_coords.xml': "attribute 'data-type' is not allowed",
};

/** The copied QTI 3.0 documents outside the two item folders: items, tests and a stimulus. */
async function otherDocuments(): Promise<string[]> {
  const xmlIn = async (folder: string) =>
    (await readdir(new URL(folder, EXAMPLES)))
      .filter((name) => name.endsWith('.xml') && name !== 'imsmanifest.xml')
      .map((name) => folder + name);
  const folders = [
    'qtiv3-examples/packaging/items/',
    'qtiv3-examples/tests/',
    'QTI3_BeginnersGuide_Examples/',
    'QTI3_BeginnersGuide_Examples/items/',
    'QTI3_BPIG_Examples/passages/',
  ];
  return [...(await Promise.all(folders.map(xmlIn))).flat(), 'QTI3_BPIG_Examples/BPIGtest.xml'];
}

/** Every item XML file of the two item folders, as paths relative to 1edtech/. */
async function itemFolderDocuments(): Promise<string[]> {
  const shared = await readdir(new URL(SHARED_VOCABULARY, EXAMPLES), { recursive: true });
  const bpig = await readdir(new URL(BPIG_ITEMS, EXAMPLES));
  return [
    ...shared
      .filter((path) => path.startsWith('Items/') && path.endsWith('.xml'))
      .map((p) => SHARED_VOCABULARY + p),
    ...bpig.filter((name) => name.endsWith('.xml')).map((name) => BPIG_ITEMS + name),
  ];
}

/** Validates the given example files with one xmllint run. */
async function validateExamples(paths: string[], kind: 'asi' | 'manifest') {
  const documents = await Promise.all(
    paths.map(async (fileName) => ({ fileName, xml: await readFile(new URL(fileName, EXAMPLES), 'utf8') })),
  );
  const results = await validateQtiBatch(documents, kind);
  return new Map(paths.map((path, index) => [path, results[index]]));
}

/** Asserts that each listed document validates and each invalid one fails with the expected error. */
function expectOutcomes(
  results: Map<string, QtiValidationResult | undefined>,
  valid: string[],
  invalid: Record<string, string>,
) {
  for (const path of valid) expect(results.get(path), path).toEqual({ valid: true, errors: [] });
  for (const [path, error] of Object.entries(invalid)) {
    const result = results.get(path);
    expect(result?.valid, path).toBe(false);
    expect(result?.errors.join('\n'), path).toContain(error);
  }
}

describe('validateQti', () => {
  it(
    'accepts a minimal QTI 3.0 choice item',
    async () => {
      expect(await validateQti(CHOICE_ITEM, 'asi', 'choice.xml')).toEqual({ valid: true, errors: [] });
    },
    XMLLINT_TIMEOUT,
  );

  it(
    'names the unknown element, the missing identifier and the XML error, each with its line',
    async () => {
      const [unknown, noIdentifier, notWellFormed, valid] = await validateQtiBatch(
        [
          {
            xml: CHOICE_ITEM.replace(
              LYON,
              `${LYON}<qti-unknown-choice identifier="C">Nice</qti-unknown-choice>`,
            ),
          },
          { xml: CHOICE_ITEM.replace('identifier="B"', ''), fileName: 'no-identifier.xml' },
          { xml: CHOICE_ITEM.replace('</qti-prompt>', '') },
          { xml: CHOICE_ITEM },
        ],
        'asi',
      );
      expect(unknown?.valid).toBe(false);
      expect(unknown?.errors).toEqual([expect.stringMatching(/^line 14: Element 'qti-unknown-choice'/)]);
      expect(noIdentifier).toEqual({
        valid: false,
        errors: [
          "no-identifier.xml:14: Element 'qti-simple-choice': The attribute 'identifier' is required but missing.",
        ],
      });
      expect(notWellFormed?.valid).toBe(false);
      expect(notWellFormed?.errors[0]).toMatch(/^line \d+: parser error : /);
      expect(valid).toEqual({ valid: true, errors: [] });
    },
    XMLLINT_TIMEOUT,
  );

  it('hands xmllint every schema file under the name its importer uses', async () => {
    const asi = await qtiSchemaSet('asi');
    expect(asi.entry.fileName).toBe('qtiv3p0/imsqti_asiv3p0_sbacv1p0_v1p0.xsd');
    expect(asi.preload.map((file) => file.fileName).sort()).toEqual([
      'w3/XInclude.xsd',
      'w3/mathml3/mathml3-common.xsd',
      'w3/mathml3/mathml3-content.xsd',
      'w3/mathml3/mathml3-presentation.xsd',
      'w3/mathml3/mathml3-strict-content.xsd',
      'w3/mathml3/mathml3.xsd',
      'w3/ssml11/ssmlv1p1-core.xsd',
      'w3/ssml11/synthesis-nonamespace.xsd',
      'w3/ssml11/xml.xsd',
      'w3/xml.xsd',
    ]);
    expect(asi.remote).toEqual([]);
    const manifest = await qtiSchemaSet('manifest');
    expect(manifest.preload.map((file) => file.fileName).sort()).toEqual([
      'imsmd_loose_v1p3p2.xsd',
      'qtiv3p0/imsqti_metadatav3p0_v1p0.xsd',
      'qtiv3p0/imsqtiv3p0_afa3p0drd_v1p0.xsd',
      'qtiv3p0/imsqtiv3p0_cpextv1p2_v1p0.xsd',
      'qtiv3p0/imsqtiv3p0_csmv1p1_v1p0.xsd',
      'w3/xml.xsd',
    ]);
    // The CP extension imports XLink from purl.imsglobal.org but uses none of it: libxml2 skips the import.
    expect(manifest.remote).toEqual(['https://purl.imsglobal.org/spec/w3/1999/schema/xsd/xlink.xsd']);
  });
});

describe('1EdTech QTI 3.0 examples', () => {
  let items = new Map<string, QtiValidationResult | undefined>();
  let others: string[] = [];

  beforeAll(async () => {
    others = await otherDocuments();
    items = await validateExamples([...(await itemFolderDocuments()), ...others], 'asi');
  }, XMLLINT_TIMEOUT);

  it('lists every item of the two item folders', async () => {
    const listed = [...SHARED_VOCABULARY_VALID, ...Object.keys(SHARED_VOCABULARY_INVALID)].map(
      (path) => SHARED_VOCABULARY + path,
    );
    listed.push(...[...BPIG_VALID, ...Object.keys(BPIG_INVALID)].map((name) => BPIG_ITEMS + name));
    expect(listed.sort()).toEqual((await itemFolderDocuments()).sort());
  });

  it('validates the shared-vocabulary items that are valid QTI 3.0 today', () => {
    const prefixed = (paths: string[]) => paths.map((path) => SHARED_VOCABULARY + path);
    const invalid = Object.entries(SHARED_VOCABULARY_INVALID).map(([path, error]) => [
      SHARED_VOCABULARY + path,
      error,
    ]);
    expectOutcomes(items, prefixed(SHARED_VOCABULARY_VALID), Object.fromEntries(invalid));
  });

  it('validates the BPIG items that are valid QTI 3.0 today', () => {
    const invalid = Object.entries(BPIG_INVALID).map(([name, error]) => [BPIG_ITEMS + name, error]);
    expectOutcomes(
      items,
      BPIG_VALID.map((name) => BPIG_ITEMS + name),
      Object.fromEntries(invalid),
    );
  });

  it('validates the packaging items, tests, Beginner’s Guide items and BPIG test and passage', () => {
    // 57 packaging items, 20 tests, 7 Beginner's Guide documents, the BPIG test and its passage.
    expect(others).toHaveLength(86);
    expectOutcomes(
      items,
      others.filter((path) => !(path in OTHERS_INVALID)),
      OTHERS_INVALID,
    );
  });

  it(
    'validates the shared-vocabulary manifest against the QTI 3.0 content-packaging schema',
    async () => {
      const manifest = `${SHARED_VOCABULARY}imsmanifest.xml`;
      const results = await validateExamples(
        [
          manifest,
          'qtiv3-examples/packaging/items/imsmanifest.xml',
          'QTI3_BPIG_Examples/imsmanifest.xml',
          'QTI3_BeginnersGuide_Examples/imsmanifest.xml',
        ],
        'manifest',
      );
      expectOutcomes(results, [manifest, 'qtiv3-examples/packaging/items/imsmanifest.xml'], {
        // <schemaversion>3.0.1</schemaversion>: the QTI 3.0 package profile only knows 3.0.0.
        'QTI3_BPIG_Examples/imsmanifest.xml': "The value '3.0.1' is not an element of the set {'3.0.0'}",
        // <schemaversion>3.0.1</schemaversion>, as above.
        'QTI3_BeginnersGuide_Examples/imsmanifest.xml':
          "The value '3.0.1' is not an element of the set {'3.0.0'}",
      });
      const broken = (await readFile(new URL(manifest, EXAMPLES), 'utf8')).replace(
        /<schema>[^<]*<\/schema>/,
        '',
      );
      const result = await validateQti(broken, 'manifest');
      expect(result.valid).toBe(false);
      expect(result.errors.join('\n')).toMatch(
        /^line \d+: Element 'schemaversion': This element is not expected/,
      );
    },
    XMLLINT_TIMEOUT,
  );
});
