/**
 * The Cache API in memory, as far as Portico's pages use it (open, put, match, delete, keys): jsdom
 * has none. Keys are absolute addresses, as the browser's are.
 */
export function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const abs = (req: RequestInfo | URL) =>
    new URL(typeof req === 'string' || req instanceof URL ? String(req) : req.url, window.location.href).href;
  const cacheOf = (name: string) => {
    let store = stores.get(name);
    if (!store) {
      store = new Map();
      stores.set(name, store);
    }
    return {
      async put(req: RequestInfo | URL, res: Response) {
        store.set(abs(req), res);
      },
      async match(req: RequestInfo | URL) {
        return store.get(abs(req))?.clone();
      },
      async delete(req: RequestInfo | URL) {
        return store.delete(abs(req));
      },
      async keys() {
        return [...store.keys()].map((url) => new Request(url));
      },
    };
  };
  return {
    stores,
    caches: {
      open: async (name: string) => cacheOf(name),
      delete: async (name: string) => stores.delete(name),
      keys: async () => [...stores.keys()],
    },
  };
}
