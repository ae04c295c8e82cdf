// Writes the demo's small PDFs (answer keys of the live classes, e-books of the batch page) from the
// texts below: one A4 page each, Helvetica, no dependencies. Run: node content/demo/media/live/make-pdfs.mjs
import fs from 'node:fs';
import path from 'node:path';

const docs = {
  'answer-keys-reading.pdf': [
    'IELTS Morning Batch - Reading answer keys',
    '',
    'Passage 1: True, False, Not Given',
    '1 TRUE    2 FALSE    3 NOT GIVEN    4 TRUE    5 NOT GIVEN',
    'Passage 2: Matching headings',
    '6 iv    7 vii    8 i    9 iii    10 vi',
    '',
    'Tip: a statement is NOT GIVEN when the passage neither agrees nor disagrees.',
  ],
  'answer-keys-listening.pdf': [
    'IELTS Morning Batch - Listening answer keys',
    '',
    'Part 1: Form completion',
    '1 Harbourside    2 Tuesday    3 12 / twelve    4 B7    5 vegetarian',
    'Part 2: Map labelling',
    '6 C    7 F    8 A    9 G    10 D',
    '',
    'Spelling counts: check every answer against the recording transcript.',
  ],
  'answer-keys-pte.pdf': [
    'PTE Weekend Batch - answer keys',
    '',
    'Reading: Fill in the Blanks',
    '1 considerable    2 whereas    3 emerged    4 account for    5 despite',
    'Listening: Highlight Correct Summary',
    '6 B    7 D    8 A',
  ],
  'ielts-reading-workbook.pdf': [
    'IELTS Reading Workbook',
    '',
    'Twelve timed passages with question types in the order of the test.',
    'Week 1: True, False, Not Given; Matching headings.',
    'Week 2: Sentence completion; Summary completion.',
    'Week 3: Multiple choice; Matching features.',
    '',
    'Portico Academy demo e-book.',
  ],
  'writing-phrase-bank.pdf': [
    'Writing Task 2 Phrase Bank',
    '',
    'Giving an opinion: I firmly believe that ... / In my view, ...',
    'Contrasting: Whereas some argue ..., others maintain ...',
    'Concluding: On balance, ... / To sum up, ...',
    '',
    'Portico Academy demo e-book.',
  ],
  'pte-practice-book.pdf': [
    'PTE Academic Practice Book',
    '',
    'Speaking: Read Aloud, Repeat Sentence, Describe Image.',
    'Writing: Summarise Written Text, Write Essay.',
    'Reading and Listening: the integrated tasks, with timings.',
    '',
    'Portico Academy demo e-book.',
  ],
};

const escape = (s) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

function pdf(lines) {
  const text = lines
    .map((line, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 56 ${780 - i * 22} Td (${escape(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

for (const [name, lines] of Object.entries(docs)) {
  fs.writeFileSync(path.join(import.meta.dirname, name), pdf(lines));
}
