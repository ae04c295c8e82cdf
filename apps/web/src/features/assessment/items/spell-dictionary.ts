// The Canadian English Hunspell dictionary as text (vite.config.ts points these paths into the
// package, whose exports name only its Node entry). Imported only by spell-check.ts's lazy load.
import aff from 'dictionary-en-ca/index.aff?raw';
import dic from 'dictionary-en-ca/index.dic?raw';

export { aff, dic };
