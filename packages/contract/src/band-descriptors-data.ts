// Over 400 lines: data, the descriptor of every band of every rubric, read in one place.
/**
 * Portico's default band descriptors: what each band (level, score point) of each criterion of each
 * rubric in `evaluation-rubrics.ts` means, shown to a teacher beside the criterion while grading. A
 * provider may replace any of them with its own wording (the `band_descriptors` table, issue 40).
 *
 * The texts are Portico's own short summaries, not the owners' official wording (which a provider may
 * paste in instead). They are based on:
 * - IELTS: the public band descriptors for Writing Task 1, Writing Task 2 and Speaking (IELTS partners:
 *   British Council, IDP, Cambridge University Press & Assessment); Speaking pronunciation follows the
 *   2023 public version, where bands 7, 5 and 3 are 'the band below and some of the band above'.
 * - PTE Academic: Pearson's Score Guide trait descriptions (Version 4, November 2012, 'Item scoring:
 *   skills tested and scoring criteria'; oral fluency and pronunciation 'Native-like' … 'Disfluent' /
 *   'Non-English'). Read Aloud content is Portico's 0–5 reading of Pearson's per-word count (every
 *   word left out, replaced or added is an error; Pearson's maximum depends on the text's length),
 *   as shares of the text's words: none wrong 5, one or two 4, three-quarters right 3, half 2.
 *   The general speaking rubric (Respond to a Situation, Summarize Group Discussion) follows the
 *   Describe Image / Re-tell Lecture content pattern.
 * - CELPIP: Paragon's performance standards (the factors of each dimension, and for Writing the
 *   raters' questions: errors judged by how much they get in the reader's way, the word count part of
 *   Task Fulfillment) and its level descriptors (12 … 3, M); levels 1 and 2, which CELPIP reports as
 *   M, follow the CLB 1–2 self-assessment descriptors, and 0 is 'not enough to rate'.
 * - GRE: ETS's Analytical Writing 'Analyze an Issue' scoring guide (6 Outstanding … 1 Fundamentally
 *   deficient, 0). Whole points only: for a half point the page shows both neighbours.
 *
 * Keys: rubric id → criterion key → band as a string ('0' … '9', '0' … '12', …).
 */

/** rubric id → criterion key → band (the number as a string: '0'…'9', '0'…'12', …) → what that band means. */
export type BandDescriptorTable = Record<string, Record<string, Record<string, string>>>;

type Bands = Record<string, string>;

// --- IELTS -------------------------------------------------------------------------------------------

const IELTS_WRITING_0 = 'Not attempted, not written in English, or shown to be a wholly memorised answer.';
const IELTS_SPEAKING_0 = 'Did not attend or did not speak: no assessable language.';
const IELTS_WRITING_1 =
  'Wholly unrelated to the task, or 20 words or fewer of the candidate’s own (text copied from the prompt does not count).';

const IELTS_TA: Bands = {
  9: 'Meets every requirement of the task in full; a complete, well-judged response with nothing missing or irrelevant.',
  8: 'Covers all requirements well; the key features (GT: bullet points) are clearly brought out and well illustrated, with only minor slips.',
  7: 'Meets the requirements; a clear overview of the main trends, contrasts or stages (GT: purpose clear, tone consistent); key features shown but could be developed further.',
  6: 'Addresses the requirements with an overview and suitably chosen data (GT: purpose mostly clear, tone may waver); some details irrelevant or inaccurate.',
  5: 'Generally addresses the task but the format may be unsuitable; details listed mechanically with no clear overview (GT: purpose unclear at times); key features under-covered.',
  4: 'Attempts the task but misses key features; format may be unsuitable; key features confused with detail; parts unclear, irrelevant, repetitive or inaccurate.',
  3: 'Misses the task, perhaps having misread it; only a few ideas, mostly irrelevant or repeated.',
  2: 'The answer is barely related to the task.',
  1: IELTS_WRITING_1,
  0: IELTS_WRITING_0,
};

const IELTS_TR: Bands = {
  9: 'Answers every part of the question in full; the position is completely developed and every idea is relevant, extended and convincingly supported.',
  8: 'Deals with all parts of the question well; a well-developed answer whose ideas are relevant, extended and supported, with only occasional lapses.',
  7: 'Addresses all parts of the task with a clear position throughout; main ideas extended and supported, though some may over-generalise or lack focus.',
  6: 'Every part answered, though unevenly; a relevant position whose conclusions may blur or repeat; main ideas relevant but some thin or unclear.',
  5: 'Addresses the task only in part, format may be unsuitable; a position is stated but not always clearly developed; few ideas, thinly developed, some irrelevant detail.',
  4: 'Responds only minimally or off at a tangent; a position can be found but is unclear; main ideas hard to identify and may be repetitive, irrelevant or unsupported.',
  3: 'No part of the task is properly answered; the position is unclear; the few ideas given are mostly undeveloped or off the point.',
  2: 'Barely responds to the task; no position expressed; one or two ideas at most, with no development.',
  1: IELTS_WRITING_1,
  0: IELTS_WRITING_0,
};

/** Coherence and Cohesion: the same ladder for both tasks; Task 2 also judges paragraphing at 7–4. */
const ieltsCC = (task2: boolean): Bands => ({
  9: 'Linking is so natural that the reader never notices it; paragraphing is skilful.',
  8: 'Ideas flow in a logical order; all aspects of linking are handled well and paragraphs are used where they are needed.',
  7: task2
    ? 'Logically organised and moves forward clearly; linking devices used well, with some under- or over-use; each paragraph centres on one clear topic.'
    : 'Logically organised and moves forward clearly; a range of linking devices used well, though some are under- or over-used.',
  6: task2
    ? 'Coherent and moving forward overall; linking is effective but sometimes faulty or mechanical; reference words not always clear; paragraphs not always logical.'
    : 'Coherent and moving forward overall; linking is effective but sometimes faulty or mechanical within or between sentences; reference words not always clear.',
  5: task2
    ? 'Partly organised but does not really move forward; linking words missing, wrong or overused; repetitive for want of pronouns; paragraphs missing or weak.'
    : 'Partly organised but does not really move forward; linking words missing, wrong or overused; repetitive because pronouns and substitutes are not used.',
  4: task2
    ? 'Ideas are jumbled and do not move forward; a few basic linking words, often wrong or repeated; paragraphs missing or confusing.'
    : 'Ideas are jumbled and do not move forward; a few basic linking words, often wrong or repeated.',
  3: 'No logical order to the ideas; hardly any linking words, and those used may not signal how the ideas relate.',
  2: 'Very little control of organisation: the reader can hardly tell how the ideas connect.',
  1: 'Communicates no message (or 20 words or fewer).',
  0: IELTS_WRITING_0,
});

const IELTS_WRITING_LR: Bands = {
  9: 'Rich, precise vocabulary used with complete ease and subtlety; errors are only the rarest minor slips.',
  8: 'A wide vocabulary that conveys exact meaning with ease; uncommon words used skilfully, with occasional slips in word choice, collocation or spelling.',
  7: 'Varied enough to be fairly flexible and precise; some less common words, with a sense of style and collocation; occasional errors in choice, spelling or form.',
  6: 'Vocabulary adequate for the task; tries less common words, not always accurately; some spelling or word-form errors that do not block meaning.',
  5: 'Narrow vocabulary that barely meets the task; spelling and word-form errors are noticeable and can trouble the reader.',
  4: 'Basic words only, often repeated or wrong for the task; weak control of spelling and word formation; errors may strain the reader.',
  3: 'Very few words and expressions, with little control of spelling or word formation; errors can badly distort the message.',
  2: 'Hardly any vocabulary, and virtually no control of spelling or word formation.',
  1: 'Only a few isolated words.',
  0: IELTS_WRITING_0,
};

const IELTS_WRITING_GRA: Bands = {
  9: 'A full range of structures, used flexibly and accurately throughout; any errors are rare, minor slips.',
  8: 'A wide variety of structures; the great majority of sentences are correct, with only very occasional mistakes or awkward forms.',
  7: 'Varied complex sentences, many of them entirely correct; grammar and punctuation well controlled, with a few errors.',
  6: 'Both simple and complex sentences; some grammar and punctuation mistakes, which seldom obscure the meaning.',
  5: 'Few structure types; complex sentences tried but less accurate than simple ones; frequent grammar and punctuation errors that can trouble the reader.',
  4: 'Very few structure types and hardly any subordinate clauses; some sentences are right, but mistakes outnumber them and punctuation often fails.',
  3: 'Tries to write sentences, but mistakes in grammar and punctuation swamp them and twist the meaning.',
  2: 'Only memorised phrases; no sentences of the writer’s own.',
  1: 'No sentences at all.',
  0: IELTS_WRITING_0,
};

const IELTS_FC: Bands = {
  9: 'Speaks with ease, seldom repeating or self-correcting; any pause is to think, not to find words or grammar; fully coherent, topics developed in full.',
  8: 'Speaks easily, with occasional repetition or self-correction; pauses are mostly to think and only rarely to find language; topics developed coherently.',
  7: 'Talks at length easily and stays coherent; some pauses to find words, some repetition or self-correction; connectives and discourse markers fairly flexible.',
  6: 'Keeps talking at length, but loses the thread at times through repetition, self-correction or hesitation; various connectives, not always well chosen.',
  5: 'Usually keeps going, but relies on repetition, self-correction or slow speech; overuses some connectives; fluent on simple topics, falters on complex ones.',
  4: 'Noticeable pauses in every answer; may be slow, with frequent repetition and self-correction; simple sentences joined with the same few connectives.',
  3: 'Pauses at length; can barely join simple sentences; short, simple answers that often fail to get the basic point across.',
  2: 'Stops for a long time before most words; almost nothing is communicated.',
  1: 'Nothing is communicated; there is no language that can be rated.',
  0: IELTS_SPEAKING_0,
};

const IELTS_SPEAKING_LR: Bands = {
  9: 'Precise, fully flexible vocabulary whatever the topic; idioms come naturally and correctly.',
  8: 'A wide vocabulary drawn on easily for exact meaning; less common and idiomatic words handled skilfully, with occasional slips; paraphrases well.',
  7: 'Flexible vocabulary across varied topics; some less common and idiomatic items, with awareness of style and collocation but some poor choices; paraphrases well.',
  6: 'Enough vocabulary to talk at length and be understood, though some choices are unsuitable; paraphrase usually works.',
  5: 'Gets by on familiar and unfamiliar topics, but word choice is inflexible; paraphrase attempted with mixed success.',
  4: 'Enough for familiar topics, but only basic meaning on unfamiliar ones; frequent errors of word choice; rarely tries to paraphrase.',
  3: 'Simple words for talking about oneself; runs out of words on anything less familiar.',
  2: 'Only single words or memorised phrases.',
  1: 'Nothing is communicated; there is no language that can be rated.',
  0: IELTS_SPEAKING_0,
};

const IELTS_SPEAKING_GRA: Bands = {
  9: 'Every kind of structure used naturally and fittingly; accurate throughout, bar the odd slip any native speaker might make.',
  8: 'Wide, flexible use of structures; most sentences correct, with only the odd unsuitable form or unsystematic slip.',
  7: 'Complex structures used with some flexibility; many sentences fully correct, though certain mistakes keep recurring.',
  6: 'Simple and complex sentences, but not flexibly; complex ones often contain mistakes, yet these seldom make the meaning unclear.',
  5: 'Basic sentences mostly right; complex ones are few and usually flawed, sometimes making the meaning hard to follow.',
  4: 'Basic sentences, some simple ones correct, but hardly any subordinate clauses; frequent errors that can cause misunderstanding.',
  3: 'Struggles with even basic sentences, or leans on memorised phrases; many errors outside them.',
  2: 'Unable to form even basic sentences.',
  1: 'Nothing is communicated; there is no language that can be rated.',
  0: IELTS_SPEAKING_0,
};

const IELTS_P: Bands = {
  9: 'Full range of pronunciation features used with precision and subtlety; connected speech flexible throughout; effortless to understand, accent no barrier.',
  8: 'Wide range of features used flexibly, with occasional lapses in rhythm, stress or intonation; easy to understand throughout; accent has minimal effect.',
  7: 'Everything in band 6 and some, not all, of band 8: easily followed, with rhythm, stress and intonation mostly well controlled.',
  6: 'A range of features with mixed control; stress and intonation sometimes effective but not sustained; some mispronunciation, yet understood without much effort.',
  5: 'Everything in band 4 and some, not all, of band 6: mostly understood, though control of features is patchy and mispronunciation is frequent.',
  4: 'A limited range of features; attempts at rhythm, stress and intonation often lapse; frequent mispronunciation makes listening an effort; some parts unclear.',
  3: 'Some of band 4 beyond band 2: much of the speech is hard to understand, with only occasional stretches of clear delivery.',
  2: 'Often unintelligible: few acceptable features, most words and sounds mispronounced, little meaning conveyed.',
  1: 'Only the odd recognisable word or sound; no overall meaning conveyed.',
  0: IELTS_SPEAKING_0,
};

// --- PTE Academic ------------------------------------------------------------------------------------

const PTE_FLUENCY: Bands = {
  5: 'Native-like: flows with natural rhythm and phrasing; never hesitates, repeats or restarts, and sounds are not simplified in a non-native way.',
  4: 'Advanced: good rhythm, sensible phrasing and word stress; a single hesitation, repeat or restart at most; sounds barely simplified.',
  3: 'Good: reasonable pace, though sometimes uneven; several hesitations, but most words flow in phrases; a few repeats or restarts; no long pauses, not choppy.',
  2: 'Intermediate: choppy or uneven; an answer of six words or more still has a smooth run of three words, and two or three hesitations, repeats or restarts at most; one long pause at most.',
  1: 'Limited: irregular phrasing and rhythm; choppy or word-by-word delivery with many hesitations, repeats or restarts; may include one or two long pauses.',
  0: 'Disfluent: slow and effortful with hardly any phrasing; many hesitations and restarts; most words said in isolation, often with several long pauses.',
};

const PTE_PRONUNCIATION: Bands = {
  5: 'Native-like: every sound easily understood; connected speech links and reduces words naturally; word and sentence stress right throughout.',
  4: 'Advanced: sounds clear; a few small slips in sounds or stress never affect understanding; every word easy to catch.',
  3: 'Good: most sounds right; a few consistent errors blur some words; certain consonants regularly distorted or dropped.',
  2: 'Intermediate: some sounds consistently non-native; listeners must tune in to the accent but follow at least two-thirds; clusters simplified; some stress misplaced.',
  1: 'Intrusive: many sounds wrong, giving a heavy accent that gets in the way; about a third of the words may be lost; stress patterns not English.',
  0: 'Non-English: sounds like another language throughout; over half may be unintelligible; syllables added, dropped or wrongly stressed.',
};

const PTE_READ_ALOUD_CONTENT: Bands = {
  5: 'Every word of the text read as written: none left out, replaced or added (hesitations and pauses are fluency, not content).',
  4: 'One or two words left out, replaced or added; every other word read as written.',
  3: 'More than two word errors, but about three-quarters or more of the words read as written.',
  2: 'About half to three-quarters of the words read as written; many left out, replaced or added.',
  1: 'Fewer than half of the words read as written; only stretches of the text match it.',
  0: 'Almost none of the text read (a word or two), or a response unrelated to it.',
};

const PTE_REPEAT_SENTENCE_CONTENT: Bands = {
  3: 'Every word of the sentence repeated in the right order (only words left out, replaced or added count; pauses do not).',
  2: 'At least half of the words repeated in the right order.',
  1: 'Fewer than half of the words repeated in the right order.',
  0: 'Almost nothing from the sentence repeated.',
};

const PTE_DESCRIBE_IMAGE_CONTENT: Bands = {
  5: 'Covers every element of the image and how they connect, including the trend or development and what it leads to or implies.',
  4: 'Covers all the key elements and how they connect, with their implications or a conclusion.',
  3: 'Covers most key elements, with some reference to implications or a conclusion.',
  2: 'Develops only one key element with an implication or conclusion, though several core elements are basically understood.',
  1: 'Names some basic elements without showing how they connect or what they imply.',
  0: 'Only a few disconnected elements of the image, or none.',
};

const PTE_RETELL_LECTURE_CONTENT: Bands = {
  5: 'Retells every point of the lecture: who and what it concerns, how the points connect and develop, and what follows or is concluded.',
  4: 'Covers all the key points of the lecture and how they connect, with their implications and conclusions.',
  3: 'Covers most points of the lecture, with some reference to implications and conclusions.',
  2: 'Develops only one key point with an implication or conclusion, though several core ideas are basically understood.',
  1: 'Names some basic elements of the lecture without showing how they connect or what they imply.',
  0: 'Only a few disconnected elements of the lecture, or none.',
};

/** Other spoken tasks (Respond to a Situation, Summarize Group Discussion): the same ladder, on the prompt. */
const PTE_SPOKEN_CONTENT: Bands = {
  5: 'Covers every relevant point of the prompt accurately, shows how the points relate, and reaches a fitting conclusion or outcome.',
  4: 'Covers all the key points and how they relate, with a conclusion or implication.',
  3: 'Covers most key points and refers to an implication or conclusion.',
  2: 'Covers only one key point with a conclusion; a basic grasp of the rest.',
  1: 'Mentions some basic points but not how they connect or what follows from them.',
  0: 'Only scattered or irrelevant points, or nothing from the prompt.',
};

const pteSpoken = (content: Bands) => ({
  content,
  fluency: PTE_FLUENCY,
  pronunciation: PTE_PRONUNCIATION,
});

// --- CELPIP ------------------------------------------------------------------------------------------

/** CELPIP reports levels 1 and 2 as M; a teacher may still choose them for one answer. */
const BELOW_3 = 'Below level 3, reported as M: ';
const CELPIP_M0 = 'M: not enough to rate (no response, off topic, not in English, or too little).';

const CELPIP_SPEAKING: Record<string, Bands> = {
  content: {
    12: 'Copes with demanding, unfamiliar situations for every purpose; ideas fully developed with rich, exact and complex detail.',
    11: 'Copes with demanding, unfamiliar situations for a range of purposes; ideas developed with clear, exact detail.',
    10: 'Copes with moderately demanding, unfamiliar situations; ideas developed with clear description or reasons.',
    9: 'Presents information and supports ideas with moderately complex reasoning; well organised and easy to follow.',
    8: 'Concrete and some abstract information, backed by moderately complex reasons; mostly well organised.',
    7: 'Concrete and some abstract information with adequate reasons; organisation generally clear, though development is uneven.',
    6: 'Backs opinions and feelings with simple reasons and relates facts; ideas mostly concrete, development limited.',
    5: 'Expresses feelings and preferences, describes familiar people, places and things, tells simple personal stories; little development.',
    4: 'Short, simple descriptions of familiar everyday topics; few ideas, loosely connected.',
    3: 'A few simple sentences on very familiar personal topics; ideas barely organised.',
    2: `${BELOW_3}isolated words, memorised phrases and a few simple sentences; no connected ideas.`,
    1: `${BELOW_3}almost no relevant content beyond single words.`,
    0: CELPIP_M0,
  },
  vocabulary: {
    12: 'Very wide command of concrete and abstract words; idioms and figurative language used freely and precisely.',
    11: 'Wide command of concrete and abstract words; a good variety of idioms and figurative language.',
    10: 'A fair range of concrete and abstract words and some idioms or figurative language; choices mostly precise.',
    9: 'Everyday and topic-specific words used accurately, with some idioms or figurative language.',
    8: 'Common words plus some context-specific vocabulary and a few idioms; occasional imprecise choices.',
    7: 'Common words with some more precise vocabulary and a few idioms; meaning clear despite some imprecision.',
    6: 'Common everyday words, enough for familiar topics; limited range and some inaccurate choices.',
    5: 'Common everyday words only; frequent repetition and gaps make meaning less precise.',
    4: 'Basic everyday vocabulary for familiar topics; frequent gaps and misused words.',
    3: 'A small stock of simple, personal words; meaning is often unclear.',
    2: `${BELOW_3}only isolated words and memorised phrases.`,
    1: `${BELOW_3}almost no usable vocabulary.`,
    0: CELPIP_M0,
  },
  listenability: {
    12: 'Complex, varied grammar handled with ease throughout; delivery fluent and natural in rhythm, sounds and intonation.',
    11: 'Complex, varied grammar well controlled; consistently fluent and easy to understand.',
    10: 'Good control of many complex structures; easy to understand, with mostly fluent rhythm, pronunciation and intonation.',
    9: 'Some control of complex structures; intelligible, mostly fluent delivery with hardly any self-correction or awkward pauses.',
    8: 'Some control of complex structures; intelligible and mostly fluent, with very few self-corrections, repetitions or awkward pauses.',
    7: 'Good control of simple structures; clear and understandable rhythm, pronunciation and intonation; very few self-corrections or awkward pauses.',
    6: 'Control of simple structures; usually understandable delivery, with some self-correction, repetition or awkward pauses.',
    5: 'Some control of simple structures; understood with some effort; frequent pauses, repetition and pronunciation problems.',
    4: 'Simple structures with frequent errors; pauses and pronunciation problems often make the listener work hard.',
    3: 'Very limited control even of simple structures; much of the speech is hard to follow.',
    2: `${BELOW_3}mostly unintelligible apart from isolated words or memorised phrases.`,
    1: `${BELOW_3}almost nothing intelligible.`,
    0: CELPIP_M0,
  },
  task: {
    12: 'Fits every choice of words and tone to the situation, the goal and the listener; gets ideas across exactly.',
    11: 'Fits language to most situations, goals and listeners; gets ideas across clearly and completely.',
    10: 'Style and tone adjusted for a broad range of listeners and situations; every part of the task done well.',
    9: 'Style and tone adjusted for a range of listeners and situations; all parts of the task addressed.',
    8: 'Style and tone suit the audience in most respects; intended meaning conveyed, with minor gaps.',
    7: 'Style and tone suit familiar listeners and situations; intended meaning conveyed, though parts are thin.',
    6: 'Some adjustment of style to familiar situations; accurate but incomplete answer to the task.',
    5: 'Conveys information on a familiar topic, but the tone may not suit the situation and parts of the task are missed.',
    4: 'Answers the task only in a basic way; much is missing and the tone is not adjusted.',
    3: 'Only partly related to the task; little of what was asked is done.',
    2: `${BELOW_3}barely related to the task.`,
    1: `${BELOW_3}unrelated to the task, or almost nothing said.`,
    0: CELPIP_M0,
  },
};

const CELPIP_WRITING: Record<string, Bands> = {
  content: {
    12: 'Well-chosen ideas, each developed with precise, relevant detail and examples; explores deeper meaning; organised so the reader follows it effortlessly.',
    11: 'Relevant, well-developed ideas with clear and precise detail; logical and easy to follow throughout.',
    10: 'Relevant ideas developed with clear descriptions, reasons and examples; well organised, only slightly uneven.',
    9: 'Ideas supported with moderately complex reasons and relevant examples; clearly organised.',
    8: 'Concrete and some abstract ideas backed by reasons and details; organisation mostly logical.',
    7: 'Enough relevant ideas with some supporting detail; organisation generally clear, development uneven.',
    6: 'Opinions backed by simple reasons and facts; ideas mostly concrete, development limited; some organisation.',
    5: 'Simple ideas about familiar matters with little support; basic organisation, sometimes hard to follow.',
    4: 'A few short, simple ideas on familiar topics, with little connection between them.',
    3: 'A few simple sentences on personal topics; ideas barely connected or developed.',
    2: `${BELOW_3}isolated phrases and a few simple sentences; no connected message.`,
    1: `${BELOW_3}single words or memorised phrases; almost no meaningful content.`,
    0: CELPIP_M0,
  },
  vocabulary: {
    12: 'A very broad, precise range of concrete and abstract words, with idioms and natural word combinations used accurately.',
    11: 'A broad range of concrete and abstract words; idiomatic, natural phrasing with rare imprecision.',
    10: 'A range of concrete and abstract words and some idiomatic phrasing; choices mostly precise and suitable.',
    9: 'Common and context-specific words used accurately; suitable, fairly natural phrasing.',
    8: 'Common words and some context-specific vocabulary; a few imprecise or awkward choices.',
    7: 'Common words with some more precise vocabulary; meaning clear despite some awkward or repeated words.',
    6: 'Everyday words adequate for the task; limited range and some wrong choices.',
    5: 'Common words only, often repeated; inaccurate choices sometimes blur the meaning.',
    4: 'Basic vocabulary for familiar topics; frequent gaps and misused words.',
    3: 'A small set of simple words; meaning is often unclear.',
    2: `${BELOW_3}isolated words and memorised phrases.`,
    1: `${BELOW_3}almost no usable vocabulary.`,
    0: CELPIP_M0,
  },
  readability: {
    12: 'Complex, varied sentences handled with ease; accurate spelling and punctuation; paragraphs and transitions guide the reader effortlessly.',
    11: 'Complex, varied sentences well controlled; rare slips in spelling or punctuation; smooth transitions and paragraphing.',
    10: 'Good control of a broad range of complex sentences; few errors; connectors and paragraphs used effectively.',
    9: 'Some control of complex sentences; occasional errors that do not slow the reader; suitable paragraphs and connectors.',
    8: 'Some control of complex sentences; noticeable errors that seldom slow the reader; paragraphing and connectors mostly appropriate.',
    7: 'Good control of simple sentences, complex ones attempted with errors; errors now and then slow the reader but never hide the meaning.',
    6: 'Control of simple sentences; errors in grammar, word form, spelling or punctuation often slow the reader, though the meaning comes through; basic connectors.',
    5: 'Some control of simple sentences; errors often make reading difficult and at times obscure the meaning; weak paragraphing, few connectors.',
    4: 'Simple sentences with frequent errors in word order, word form and spelling; the reader must work to follow.',
    3: 'Very limited control even of simple sentences; errors make much of the text hard to read.',
    2: `${BELOW_3}very little control of grammar, spelling or punctuation.`,
    1: `${BELOW_3}almost nothing readable.`,
    0: CELPIP_M0,
  },
  task: {
    12: 'Fully relevant and complete; tone precisely suited to the reader and the social context; length within the given range.',
    11: 'Relevant and complete; tone suited to the situation and the reader; length within the given range.',
    10: 'Every part addressed with relevant content; tone well adjusted to the reader.',
    9: 'All parts addressed; tone suits the reader and the purpose, with minor lapses.',
    8: 'Nearly all parts addressed; tone mostly appropriate.',
    7: 'The main parts addressed, though some are thin; tone generally appropriate.',
    6: 'Task partly addressed; some points missing or very brief; tone not always suitable.',
    5: 'Only some of the task addressed; parts irrelevant or missing; tone may not suit the situation; may fall outside the word range.',
    4: 'Responds to the topic only in a basic way; much of the task missing; tone not adjusted; often well outside the word range.',
    3: 'Only loosely related to the task; very little of it done.',
    2: `${BELOW_3}barely related to the task.`,
    1: `${BELOW_3}unrelated to the task, or almost nothing written.`,
    0: CELPIP_M0,
  },
};

// --- GRE ---------------------------------------------------------------------------------------------

const GRE_AW: Bands = {
  6: 'Outstanding: an insightful, clearly argued position, fully developed with convincing reasons or examples; tightly organised; fluent, precise, varied prose; at most minor errors.',
  5: 'Strong: a thoughtful, clear position backed by sound reasons or apt examples; focused and generally well organised; clear, varied language; minor errors only.',
  4: 'Adequate: a clear position with relevant support; adequately organised; meaning reasonably clear; some errors in grammar, usage or mechanics.',
  3: 'Limited: a vague or thin position or development, weak support, poor focus or organisation, imprecise language, or errors that sometimes blur meaning.',
  2: 'Seriously flawed: an unclear or very limited position, little relevant support, disorganised, with frequent errors that often obscure meaning.',
  1: 'Fundamentally deficient: little or no grasp of the issue or ability to organise a response; errors so pervasive that it is incoherent.',
  0: 'Off topic, a copy of the prompt, not in English, or only random keystrokes.',
};

// --- The table ---------------------------------------------------------------------------------------

export const DEFAULT_BAND_DESCRIPTORS: BandDescriptorTable = {
  'ielts-writing-task1': { TA: IELTS_TA, CC: ieltsCC(false), LR: IELTS_WRITING_LR, GRA: IELTS_WRITING_GRA },
  'ielts-writing-task2': { TR: IELTS_TR, CC: ieltsCC(true), LR: IELTS_WRITING_LR, GRA: IELTS_WRITING_GRA },
  'ielts-speaking': { FC: IELTS_FC, LR: IELTS_SPEAKING_LR, GRA: IELTS_SPEAKING_GRA, P: IELTS_P },
  'pte-swt': {
    content: {
      2: 'Summarises the passage well, with all of its relevant points.',
      1: 'A fair summary that leaves out one or two relevant points.',
      0: 'Misses or distorts the main points of the passage.',
    },
    form: {
      1: 'One single, complete sentence of 5 to 75 words.',
      0: 'Not one complete sentence, fewer than 5 or more than 75 words, or written entirely in capitals.',
    },
    grammar: {
      2: 'Grammatically correct.',
      1: 'Has grammar errors, but the meaning still comes through.',
      0: 'Grammar errors serious enough to get in the way of the meaning.',
    },
    vocabulary: {
      2: 'Well-chosen words throughout.',
      1: 'Some poor word choices, but the meaning still comes through.',
      0: 'Word choice poor enough to get in the way of the meaning.',
    },
  },
  'pte-essay': {
    content: {
      3: 'Handles every aspect of the prompt adequately.',
      2: 'Responds to the prompt but leaves one minor aspect untreated.',
      1: 'Responds to the prompt but misses a major aspect, or two or more minor ones.',
      0: 'Fails to respond properly to the prompt; an irrelevant essay earns no points on the other traits either.',
    },
    form: {
      2: 'Between 200 and 300 words.',
      1: '120 to 199 words, or 301 to 380 words.',
      0: 'Under 120 or over 380 words, or all in capitals, without punctuation, or only bullet points or very short sentences.',
    },
    dsc: {
      2: 'Ideas well developed within a logical structure.',
      1: 'Structure slips in places; some parts or paragraphs do not connect well.',
      0: 'Incoherent: largely a list of points or loose, unconnected pieces.',
    },
    grammar: {
      2: 'Complex language under consistent control; any errors are few and easy to miss.',
      1: 'Good grammatical control overall; no error causes a misunderstanding.',
      0: 'Relies on simple structures, and/or makes several basic errors.',
    },
    glr: {
      2: 'Handles a wide range of language with ease: precise, able to stress, contrast and clarify; the writer never seems limited in what they can say.',
      1: 'Range is sufficient for clear description, stating opinions and building an argument.',
      0: 'Language is largely basic and imprecise.',
    },
    vocabulary: {
      2: 'A broad vocabulary used with confidence, idioms and colloquial expressions included.',
      1: 'Vocabulary is sound for general academic topics, but gaps force roundabout wording or some vagueness.',
      0: 'Vocabulary is largely basic and falls short of what the topic needs.',
    },
    spelling: {
      2: 'No spelling errors.',
      1: 'One spelling error.',
      0: 'More than one spelling error.',
    },
  },
  'pte-speaking': pteSpoken(PTE_SPOKEN_CONTENT),
  'pte-read-aloud': pteSpoken(PTE_READ_ALOUD_CONTENT),
  'pte-repeat-sentence': pteSpoken(PTE_REPEAT_SENTENCE_CONTENT),
  'pte-describe-image': pteSpoken(PTE_DESCRIBE_IMAGE_CONTENT),
  'pte-retell-lecture': pteSpoken(PTE_RETELL_LECTURE_CONTENT),
  'pte-answer-short-question': {
    vocabulary: {
      1: 'An appropriate word or short phrase that correctly answers the question.',
      0: 'A wrong, unsuitable or missing answer.',
    },
  },
  'celpip-writing': CELPIP_WRITING,
  'celpip-speaking': CELPIP_SPEAKING,
  'gre-awa': { AW: GRE_AW },
};
