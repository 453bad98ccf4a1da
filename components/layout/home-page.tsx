import { t } from '@/lib/i18n';
import { isExternal, withLocale } from '@/lib/routes';
import { RSTACK_TOOLS } from '@/lib/site';
import type { Feature, Hero, Locale } from '@/lib/types';
import { ExternalLink } from '@/components/ui/external-link';
import { IntentLink } from '@/components/ui/intent-link';
import styles from './home-page.module.css';

export interface HomePageProps {
  locale: Locale;
  hero: Hero;
  features: Feature[];
}

function ActionLink({
  locale,
  link,
  className,
  children,
}: {
  locale: Locale;
  link: string;
  className: string;
  children: string;
}) {
  if (isExternal(link))
    return (
      <ExternalLink href={link} className={className}>
        {children}
      </ExternalLink>
    );
  // Hero links are written without the language prefix, as in Rspress: the Chinese home page adds /zh.
  return (
    <IntentLink href={withLocale(locale, link)} className={className}>
      {children}
    </IntentLink>
  );
}

/** The landing page (`pageType: home`): hero, feature cards and the Rstack tool showcase. */
export function HomePage({ locale, hero, features }: HomePageProps) {
  return (
    <div className={styles.home}>
      <section className={styles.hero}>
        <div className={styles.heroText}>
          <h1 className={styles.name}>{hero.name}</h1>
          {hero.text
            ?.split('\n')
            .filter(Boolean)
            .map((line) => (
              <p key={line} className={styles.text}>
                {line}
              </p>
            ))}
          {hero.tagline && <p className={styles.tagline}>{hero.tagline}</p>}
          <div className={styles.actions}>
            {hero.actions?.map((action) => (
              <ActionLink key={action.link} locale={locale} link={action.link} className={styles.action}>
                {action.text}
              </ActionLink>
            ))}
          </div>
        </div>
        {hero.image && (
          <img
            className={styles.heroImage}
            src={hero.image.src}
            alt={hero.image.alt}
            width={256}
            height={256}
            fetchPriority="high"
          />
        )}
      </section>
      <section aria-labelledby="home-features" className={styles.features}>
        <h2 id="home-features" className="visually-hidden">
          {t(locale, 'homeFeatures')}
        </h2>
        <ul className={styles.featureGrid}>
          {features.map((feature) => (
            <li key={feature.title} className={styles.feature} data-span={feature.span ?? 4}>
              <span className={styles.featureIcon} aria-hidden="true">
                {feature.icon}
              </span>
              <h3 className={styles.featureTitle}>{feature.title}</h3>
              <p className={styles.featureDetails}>{feature.details}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-rstack" className={styles.rstack}>
        <h2 id="home-rstack" className={styles.rstackTitle}>
          {t(locale, 'toolStackTitle')}
        </h2>
        <p className={styles.rstackDesc}>{t(locale, 'toolStackDesc')}</p>
        <ul className={styles.toolGrid}>
          {RSTACK_TOOLS.map((tool) => (
            <li key={tool.name}>
              <ExternalLink href={tool.url[locale]} className={styles.tool}>
                <img src={tool.logo} alt="" width={48} height={48} loading="lazy" />
                <span className={styles.toolName}>{tool.name}</span>
                <span className={styles.toolDesc}>{tool.description[locale]}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
