// A file that does not load: one failure, though no test in it fails.
import { it } from 'vitest';
import './no-such-module';

it('never runs', () => {});
