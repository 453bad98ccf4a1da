import { notFound, unstable_rethrow } from 'next/navigation';
import { inlineSmallSvg } from '@/lib/image-size';
import { buildMetadata } from '@/lib/metadata';
import { compilePage } from '@/lib/mdx';
import { findSidebar, getPrevNext } from '@/lib/navigation';
import { buildOverviewGroups } from '@/lib/overview';
import { assertKnownComponents, findPage, getLocalePages, getSiteData, getToc } from '@/lib/site-data';
import { getSearchConfig } from '@/lib/search/config';
import { getLocaleConfig } from '@/lib/site';
import { t } from '@/lib/i18n';
import type { Locale } from '@/lib/types';
import { ContentError } from '@/components/layout/content-error';
import { DocPage } from '@/components/layout/doc-page';
import { HomePage } from '@/components/layout/home-page';
import { Overview } from '@/components/layout/overview';
import { SiteShell } from '@/components/layout/site-shell';
import { getMdxComponents, listMdxComponentNames } from '@/components/mdx';
import { SearchButton } from '@/components/search/search-button.client';

export interface DocRouteProps {
  params: Promise<{ slug?: string[] }>;
}

/**
 * In `next dev` a content error (bad frontmatter, broken link, unknown component: file:line and the fix) is shown as the
 * page instead of Next's error overlay, which keeps server errors behind a badge. A build still fails on it.
 */
function showInDevelopment<T>(error: unknown, shown: (message: string) => T): T {
  unstable_rethrow(error); // notFound() and Next's own control flow are not content errors
  if (process.env.NODE_ENV !== 'development') throw error;
  return shown((error as Error).message);
}

/** The route glue shared by both languages: static params, head metadata and the page itself. */
export function createDocRoute(locale: Locale) {
  const load = async ({ params }: DocRouteProps) => {
    const { slug = [] } = await params;
    const page = findPage(locale, slug.map(decodeURIComponent));
    if (!page) notFound();
    return page;
  };

  /** The page at `props`: a doc page, the home page or an overview, in the site's shell. */
  async function renderPage(props: DocRouteProps) {
    const page = await load(props);
    const data = getSiteData();
    const { frontmatter } = page;
    const search = <SearchButton locale={locale} config={getSearchConfig(locale)} label={t(locale, 'search')} />;
    const shell = { locale, url: page.url, navItems: data.navigation.navbar[locale], search };
    if (frontmatter.pageType === 'home') {
      const hero = frontmatter.hero ?? { name: frontmatter.title, actions: [] };
      const image = hero.image && { ...hero.image, src: inlineSmallSvg(hero.image.src) };
      return (
        <SiteShell {...shell} sidebar={[]}>
          <HomePage locale={locale} hero={{ ...hero, image }} features={frontmatter.features ?? []} />
        </SiteShell>
      );
    }
    const overview = getLocaleConfig(locale).overview;
    // The page's own components are checked again here: in `next dev` generateStaticParams does not run on every
    // request, and an unknown component would otherwise surface as MDX's runtime error, without the file:line.
    assertKnownComponents(listMdxComponentNames(), [page]);
    const content = frontmatter.overview ? null : await compilePage(page, getMdxComponents(locale));
    const toc = frontmatter.overview ? [] : getToc(page);
    const { prev, next } = getPrevNext(data.navigation, page.url);
    return (
      <SiteShell {...shell} sidebar={frontmatter.sidebar === false ? [] : findSidebar(data.navigation, page.url)}>
        <DocPage
          locale={locale}
          title={frontmatter.title}
          file={page.file}
          url={page.url}
          toc={toc}
          prev={prev}
          next={next}
          showOutline={frontmatter.outline !== false && !frontmatter.overview}
          showFooter={frontmatter.footer !== false}
        >
          {frontmatter.overview ? (
            <Overview
              groups={buildOverviewGroups(data, page)}
              filterName={overview.filterNameText}
              filterPlaceholder={overview.filterPlaceholderText}
              noResult={overview.filterNoResultText}
            />
          ) : (
            content
          )}
        </DocPage>
      </SiteShell>
    );
  }

  return {
    generateStaticParams: () => {
      assertKnownComponents(listMdxComponentNames());
      return getLocalePages(locale).map((page) => ({ slug: page.slug }));
    },

    generateMetadata: async (props: DocRouteProps) => {
      try {
        return buildMetadata(await load(props));
      } catch (error) {
        return showInDevelopment(error, () => ({ title: 'Content error' }));
      }
    },

    Page: async function DocRoute(props: DocRouteProps) {
      try {
        return await renderPage(props);
      } catch (error) {
        return showInDevelopment(error, (message) => <ContentError message={message} />);
      }
    },
  };
}
