// `npm run bench`: every benchmark, one after another. Needs `npm run build` first.
import { bundleReport } from './bundle-size';
import { lighthouseLogin } from './lighthouse';

console.log('== bundle sizes (gzip) ==');
for (const r of bundleReport()) console.log(r.route.padEnd(48), r.gzipKb.toFixed(1).padStart(7), 'KB');

console.log('\n== Lighthouse: login page, mobile ==');
const lh = await lighthouseLogin();
console.log(JSON.stringify(lh.scores), JSON.stringify(lh.metrics));
process.exit(0);
