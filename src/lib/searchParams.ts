// Updaters for React Router's setSearchParams: the query with one key set or removed, the rest kept.

/** The query with `key` set to `value`. */
export const withParam = (key: string, value: string) => (params: URLSearchParams) => {
  const next = new URLSearchParams(params);
  next.set(key, value);
  return next;
};

/** The query without `key`. */
export const withoutParam = (key: string) => (params: URLSearchParams) => {
  const next = new URLSearchParams(params);
  next.delete(key);
  return next;
};
