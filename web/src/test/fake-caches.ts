/** An in-memory Cache API (happy-dom has none): enough for open, put, match, keys and delete (of a cache and of an entry). */
export function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    const key = (r: RequestInfo | URL) => (typeof r === 'string' ? r : r instanceof URL ? r.pathname : r.url);
    return {
      match: async (r: RequestInfo | URL) => store.get(key(r))?.clone(),
      put: async (r: RequestInfo | URL, response: Response) => void store.set(key(r), response.clone()),
      keys: async () => [...store.keys()].map((url) => ({ url }) as Request),
      delete: async (r: RequestInfo | URL) => store.delete(key(r)),
    };
  };
  return { open, delete: async (name: string) => stores.delete(name) };
}
