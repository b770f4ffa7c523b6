/**
 * Output names (without hash and extension) for route chunks, readable in
 * devtools and unique: `/api/createSlice` → `routes/api/createSlice`.
 * Characters a file name should not carry become `_`; a clash gets a number.
 */
export function routeEntryNames(paths: Iterable<string>): Map<string, string> {
  const names = new Map<string, string>();
  const taken = new Set<string>();
  for (const path of paths) {
    const base =
      path === '/'
        ? 'routes/__root'
        : path === '/404.html'
          ? 'routes/__404'
          : 'routes/' + path.replace(/^\/+/, '').replace(/[^A-Za-z0-9/_-]/g, '_').replace(/\/+/g, '/').replace(/\/$/, '');
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base}_${n}`;
    // Case-insensitive file systems would merge names differing only in case.
    taken.add(name.toLowerCase());
    names.set(path, name);
  }
  return names;
}
