import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * One parameter of the address's query string, and a setter that replaces
 * it in place (`/search?q=slice` → `/search?q=slice+action`) without adding
 * a history entry per keystroke. The value is `''` when the parameter is
 * absent; setting `''` removes it. The path and hash stay as they are.
 *
 * For pages whose state lives in the URL, such as the search page's `?q=`,
 * so it survives a reload, a shared link and client-side navigation alike.
 */
export function useSearchParam(name: string): [string, (value: string) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const value = new URLSearchParams(location.search).get(name) ?? '';
  const setValue = useCallback(
    (next: string) => {
      const params = new URLSearchParams(location.search);
      if (next === '') params.delete(name);
      else params.set(name, next);
      const search = params.toString();
      void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
    },
    [name, location.pathname, location.search, location.hash, navigate],
  );
  return [value, setValue];
}
