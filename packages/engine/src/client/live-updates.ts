/**
 * A source of "the data of these routes changed" signals. The dev server's
 * client (`@quire/engine/dev-client`) is one: when a markdown file is saved,
 * the app loads the route on screen again and re-renders it in place,
 * without reloading the page and without moving the reader. Production
 * pages have none.
 */
export interface LiveUpdates {
  /**
   * Calls `listener` with the paths of the routes whose data changed (route
   * paths without base URL). Returns a function that stops the calls.
   */
  subscribe(listener: (paths: readonly string[]) => void): () => void;
  /** Told the path of every route the app shows, first and after each navigation (say, to show that page's problems). */
  shown?(path: string): void;
}
