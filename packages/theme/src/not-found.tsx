import { Link } from '@quire/engine/client';

/**
 * The fallback page for any path that is no route of the site (the build
 * also writes it as `404.html`). It has no docs layout.
 *
 * Replace it with `components: { ...components, NotFound: MyNotFound }`.
 */
export function NotFound() {
  return (
    <div className="quire-page quire-not-found">
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for. The page may have moved, or the address may be mistyped.</p>
      <p>
        <Link href="/">Go to the home page</Link>
      </p>
    </div>
  );
}
