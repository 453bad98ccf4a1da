import type { SearchHit, SearchPage } from './types';

/**
 * The records of a language in the hosted provider's hit shape (for `npm run search:records`): one per section, with
 * the section's full text as content.
 */
export function toHits(lang: string, pages: SearchPage[]): SearchHit[] {
  const hits: SearchHit[] = [];
  for (const page of pages) {
    for (const section of page.sections) {
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
