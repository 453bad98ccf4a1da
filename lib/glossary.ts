import { z } from 'zod';
import { readContentJson } from './content';
import type { AnalysedPage } from './types';

/** `content/zh-glossary.json`: the Chinese terms of the site, with the variants the content check refuses. */
export const glossarySchema = z.strictObject({
  $comment: z.string().optional(),
  terms: z.array(
    z.strictObject({
      en: z.string().min(1),
      zh: z.string().min(1),
      reject: z.array(z.string().min(1)).optional(),
      /** Phrases that contain a rejected variant but are right (预览页面, "the page of a preview", contains 预览页). */
      allow: z.array(z.string().min(1)).optional(),
      note: z.string().optional(),
    }),
  ),
  keepEnglish: z.array(z.string()).optional(),
});

export type Glossary = z.output<typeof glossarySchema>;

/** The glossary under a content root, or undefined when the root has none (test fixtures). */
export function readGlossary(root?: string): Glossary | undefined {
  return readContentJson('zh-glossary.json', glossarySchema, root);
}

/**
 * Finds rejected variants in the prose of a Chinese page (text, component string attributes, title and description);
 * code, inline code and link targets are exempt. Returns one message per hit with file:line and the preferred term.
 */
export function findRejectedTerms(page: AnalysedPage, glossary: Glossary): string[] {
  // Longest first, and a hit is blanked out, so 「暗黑模式」 is reported once rather than again as 「暗黑」.
  const rules = glossary.terms
    .flatMap((term) => (term.reject ?? []).map((variant) => ({ variant, term })))
    .sort((a, b) => b.variant.length - a.variant.length);
  const texts = [
    {
      text: `${page.frontmatter.title}\n${page.frontmatter.description ?? ''}`,
      where: `content/${page.file}: frontmatter`,
    },
    ...page.analysis.prose.map(({ text, line }) => {
      const origin = page.origin(line);
      return { text, where: `${origin.file}:${origin.line}` };
    }),
  ];
  const allowed = glossary.terms.flatMap((term) => term.allow ?? []);
  return texts.flatMap(({ text, where }) => {
    let rest = allowed.reduce((current, phrase) => current.split(phrase).join(' '), text);
    return rules.flatMap(({ variant, term }) => {
      if (!rest.includes(variant)) return [];
      rest = rest.split(variant).join(' ');
      return [
        `${where}: 「${variant}」 is not the site's term for "${term.en}"; write 「${term.zh}」 (content/zh-glossary.json)`,
      ];
    });
  });
}
