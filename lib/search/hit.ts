import type { SearchHit, SearchPage, SearchSection } from './types';

/** The hit hierarchy of a section: group, page title, then the section's heading path (lvl2…lvl6). */
export function sectionHierarchy(
  page: Pick<SearchPage, 'group' | 'title'>,
  section: Pick<SearchSection, 'headings'>,
): SearchHit['hierarchy'] {
  const hierarchy: SearchHit['hierarchy'] = {
    lvl0: page.group,
    lvl1: page.title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  section.headings.forEach((text, i) => (hierarchy[`lvl${i + 2}` as keyof SearchHit['hierarchy']] = text || null));
  return hierarchy;
}

/**
 * The records of a language in the hosted provider's hit shape (for `npm run search:records`): one per section, with
 * the section's full text as content.
 */
export function toHits(lang: string, pages: SearchPage[]): SearchHit[] {
  const hits: SearchHit[] = [];
  for (const page of pages) {
    for (const section of page.sections) {
      const hierarchy = sectionHierarchy(page, section);
      const content = section.blocks.join('\n');
      hits.push({
        objectID: `${lang}-${hits.length}`,
        url: section.anchor ? `${page.url}#${section.anchor}` : page.url,
        type: content ? 'content' : (`lvl${section.level}` as SearchHit['type']),
        hierarchy,
        content: content || null,
      });
    }
  }
  return hits;
}
