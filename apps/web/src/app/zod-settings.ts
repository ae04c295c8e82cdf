// zod's settings in the browser, read by zod when it first loads (globalThis.__zod_globalConfig,
// zod/v4/core/core.js), so this module is the entry's first import and imports no zod itself.
// Without eval: zod would otherwise try `new Function('')` as it builds its first object schema,
// which Portico's CSP forbids and the browser reports as a violation on every page with a form.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
