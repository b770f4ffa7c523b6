import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** What {@link SidebarStateProvider} shares: the categories the reader opened or closed, by key. */
interface SidebarState {
  choices: Readonly<Record<string, boolean>>;
  setOpen(key: string, open: boolean): void;
}

const SidebarStateContext = createContext<SidebarState | null>(null);

/**
 * Holds which sidebar categories the reader opened or closed, above every
 * sidebar on screen. It lives in `Layout`, which the engine never remounts,
 * so the choices survive client-side navigation even when the page between
 * has no sidebar (the home page), and the drawer's copy of the sidebar and
 * the desktop one agree.
 *
 * Only choices are stored: a category nobody touched still follows its
 * config (`collapsed`) and the page on screen, which is what the server
 * rendered, so hydration matches.
 */
export function SidebarStateProvider({ children }: { children: ReactNode }) {
  const [choices, setChoices] = useState<Record<string, boolean>>({});
  const setOpen = useCallback((key: string, open: boolean) => {
    setChoices((current) => (current[key] === open ? current : { ...current, [key]: open }));
  }, []);
  const value = useMemo(() => ({ choices, setOpen }), [choices, setOpen]);
  return <SidebarStateContext.Provider value={value}>{children}</SidebarStateContext.Provider>;
}

/**
 * Whether the category `key` is open, and a setter. `initial` applies until
 * the reader or a navigation decides otherwise. Without a provider (a site
 * replaced `Layout`) the state is the component's own, and lasts as long
 * as the sidebar stays mounted.
 */
export function useSidebarCategoryOpen(key: string, initial: boolean): [boolean, (open: boolean) => void] {
  const shared = useContext(SidebarStateContext);
  const [local, setLocal] = useState<boolean | undefined>(undefined);
  const choice = shared ? shared.choices[key] : local;
  const setShared = shared?.setOpen;
  const set = useCallback((open: boolean) => (setShared ? setShared(key, open) : setLocal(open)), [setShared, key]);
  return [choice ?? initial, set];
}
