import { Link, useBaseUrl, useSiteData, type HomeFeature, type HomeSection } from '@quire/engine/client';
import { ConfigLink } from './config-link.js';

/**
 * The page at `/`: a hero (title, tagline, call-to-action buttons), a grid of
 * feature cards with icons, then titled sections of link cards (for the
 * Redux Toolkit site, the other Redux libraries), all from `site.home`.
 * It has no docs layout.
 *
 * Replace it with `components: { ...components, HomePage: MyHomePage }`
 * for a landing page of your own.
 */
export function HomePage() {
  const { hero, features, sections } = useSiteData().home;
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
            <FeatureCard key={feature.title} feature={feature} />
          ))}
        </section>
      )}
      {sections.map((section) => (
        <LinkSection key={section.title} section={section} />
      ))}
    </div>
  );
}

function FeatureCard({ feature }: { feature: HomeFeature }) {
  const icon = useBaseUrl(feature.icon ?? '');
  return (
    <div className="quire-feature">
      {/* Decorative: the title beside it says what the card is about. */}
      {feature.icon && <img className="quire-feature-icon" src={icon} alt="" width={48} height={48} />}
      <h2 className="quire-feature-title">{feature.title}</h2>
      <p>{feature.description}</p>
    </div>
  );
}

function LinkSection({ section }: { section: HomeSection }) {
  const id = `quire-home-${section.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className="quire-home-section" aria-labelledby={id}>
      <h2 className="quire-home-section-title" id={id}>
        {section.title}
      </h2>
      {section.description && <p className="quire-home-section-description">{section.description}</p>}
      <ul className="quire-home-links">
        {section.items.map((item) => (
          <li className="quire-home-link" key={item.label}>
            <h3 className="quire-home-link-title">
              <ConfigLink item={item} />
            </h3>
            <p>{item.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
