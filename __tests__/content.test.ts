/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { assertKnownComponents, getSiteData } from '@/lib/site-data';
import { listMdxComponentNames } from '@/components/mdx';

const ROOT = path.join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

describe('the real content', () => {
  const data = getSiteData(path.join(ROOT, 'content'));

  it('passes the build checks (links, anchors, _meta.json, twins, languages)', () => {
    expect(data.pages.length).toBeGreaterThan(0);
  });

  it('gives every page a title and a description', () => {
    const missing = data.pages
      .filter((page) => !page.frontmatter.title || !page.frontmatter.description)
      .map((page) => page.file);
    expect(missing).toEqual([]);
  });

  it('uses only registered components', () => {
    expect(() => assertKnownComponents(listMdxComponentNames(), data.pages)).not.toThrow();
  });

  it('has the same pages in English and Chinese', () => {
    const slugs = (locale: string) =>
      data.pages
        .filter((page) => page.locale === locale)
        .map((page) => page.slug.join('/'))
        .sort();
    expect(slugs('zh')).toEqual(slugs('en'));
  });
});

describe('the code base', () => {
  it("uses 'use client' exactly in *.client.tsx files", () => {
    const wrong = ['app', 'components', 'lib'].flatMap(sourceFiles).filter((file) => {
      const isClient = fs.readFileSync(path.join(ROOT, file), 'utf8').startsWith("'use client'");
      return isClient !== file.endsWith('.client.tsx');
    });
    expect(wrong).toEqual([]);
  });
});
