// Regenerates the career services demo documents (a few KB each, plain PDF 1.4, Helvetica):
// the two instruction documents the career projects name, and the expert-updated CV the seed gives
// the demo student. Run: node content/demo/documents/career/make-documents.mjs
import fs from 'node:fs';
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);

/** A one-page A4 PDF: a title, then lines (a line starting '# ' is a heading). */
function pdf(title, lines) {
  const esc = (s) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const ops = ['BT', '/F2 20 Tf', '56 770 Td', `(${esc(title)}) Tj`, '/F1 11 Tf', '15 TL', 'T*'];
  for (const line of lines) {
    if (line.startsWith('# ')) ops.push('T*', '/F2 13 Tf', `(${esc(line.slice(2))}) '`, '/F1 11 Tf');
    else ops.push(`(${esc(line)}) '`);
  }
  ops.push('ET');
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${esc(title)}) /Producer (Portico demo) >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = Buffer.byteLength(out, 'latin1');
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) out += `${String(at).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const documents = {
  'linkedin-profile-guide.pdf': pdf('LinkedIn profile review: instructions', [
    'Our career expert reviews your LinkedIn profile and tells you what to improve.',
    '',
    '# Before you submit',
    '1. Use a clear, recent photo and a background banner that fits your field.',
    '2. Write a headline that says what you do and what you aim for, not only a job title.',
    '3. In About, tell your story in three short paragraphs: who you are, what you have done,',
    '   and what you are looking for next.',
    '4. List your education and experience with dates, and one line of results for each role.',
    '5. Add at least five skills, and your English test score under Licenses & certifications.',
    '6. Set a custom public address: linkedin.com/in/your-name.',
    '',
    '# How to submit',
    'Paste your public profile address (for example https://www.linkedin.com/in/your-name)',
    'into the LinkedIn profile form and press Submit. The tracker shows Submitted at once,',
    'In Progress while the expert reviews it, and Completed once the review is approved.',
    "Read the expert's comments on the page, change your profile, and reply there.",
  ]),
  'cv-preparation-guide.pdf': pdf('CV preparation: instructions', [
    'Send us your current CV; a career expert returns an updated version with comments.',
    '',
    '# What to send',
    '- One CV as PDF or Word (.pdf, .doc or .docx), at most 5 MB.',
    '- Two pages at most: contact details, a short profile, education, experience, skills.',
    '- Your English test score and the date you took the test.',
    '- The course or job you are applying for, so the expert can tailor the CV.',
    '',
    '# How it works',
    '1. Upload your CV by choosing a file or dropping it on the upload area.',
    '2. The tracker shows Submitted; the expert starts the review (In Progress).',
    '3. Download the expert-updated CV from the page when it is ready.',
    '4. Ask questions or reply in the comments; upload a new version whenever you like.',
    'The review is Completed once the expert approves your final CV.',
  ]),
  'asha-verma-cv-expert.pdf': pdf('Asha Verma', [
    'Pune, India  |  asha.verma@example.com  |  linkedin.com/in/asha-verma',
    '',
    '# Profile',
    "Computer science graduate preparing for a master's degree in data science in the UK.",
    'IELTS Academic overall band 7.5 (Listening 8.0, Reading 7.5, Writing 7.0, Speaking 7.0).',
    '',
    '# Education',
    'B.E. Computer Engineering, Savitribai Phule Pune University, 2022 to 2026. CGPA 8.6 of 10.',
    '',
    '# Experience',
    'Data analyst intern, Sahyadri Logistics, Pune (June to December 2025)',
    '- Built a delivery-time dashboard used by 40 dispatch staff; cut late deliveries by 12%.',
    '- Cleaned and joined 2 million shipment records with Python and SQL.',
    '',
    '# Skills',
    'Python, SQL, pandas, Power BI, statistics; English (IELTS 7.5), Hindi, Marathi.',
    '',
    'Updated by the Portico career expert: stronger headline, results in numbers, one page.',
  ]),
};

for (const [name, bytes] of Object.entries(documents)) {
  fs.writeFileSync(path.join(here, name), bytes);
  console.log(`${name}: ${bytes.length} bytes`);
}
