import { Link, useSiteData } from '@quire/engine/client';

/**
 * The page at `/`: a hero (title, tagline, call-to-action buttons) and a
 * grid of feature cards, all from `site.home`. It has no docs layout.
 *
 * Replace it with `components: { ...components, HomePage: MyHomePage }`
 * for a landing page of your own.
 */
export function HomePage() {
  const { hero, features } = useSiteData().home;
  return (
    <div className="quire-home">
      <section className="quire-hero" aria-labelledby="quire-hero-title">
        <h1 className="quire-hero-title" id="quire-hero-title">
          {hero.title}
        </h1>
        {hero.tagline && <p className="quire-hero-tagline">{hero.tagline}</p>}
        {hero.actions.length > 0 && (
          <div className="quire-hero-actions">
            {hero.actions.map((action) => (
              <Link key={action.label} href={action.to} className={`quire-button quire-button--${action.variant}`}>
                {action.label}
              </Link>
            ))}
          </div>
        )}
      </section>
      {features.length > 0 && (
        <section className="quire-features" aria-label="Features">
          {features.map((feature) => (
            <div className="quire-feature" key={feature.title}>
              <h2 className="quire-feature-title">{feature.title}</h2>
              <p>{feature.description}</p>
            </div>
          ))}
        </section>
      )}
    </div>
  );
}
