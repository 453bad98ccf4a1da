import type { z } from 'zod';
import type {
  featureSchema,
  frontmatterSchema,
  heroSchema,
  metaEntrySchema,
  navItemSchema,
  pageTypeSchema,
} from './schema';

/** The two languages of the site. English is the default and has no URL prefix. */
export type Locale = 'en' | 'zh';

/** The page layouts Rspress 1.x knows (`pageType` frontmatter). */
export type PageType = z.output<typeof pageTypeSchema>;
/** The home page's hero (frontmatter `hero`). */
export type Hero = z.output<typeof heroSchema>;
/** One home page feature card (frontmatter `features`). */
export type Feature = z.output<typeof featureSchema>;
/** Frontmatter fields the site reads; the Rspress 1.x names and meanings (validated by `frontmatterSchema`). */
export type Frontmatter = z.output<typeof frontmatterSchema>;
/** A `_meta.json` sidebar entry in the Rspress 1.x shape. */
export type MetaEntry = z.output<typeof metaEntrySchema>;

/** One heading of a page, as rendered (id equals the DOM id). */
export interface Heading {
  id: string;
  text: string;
  depth: number;
  line: number;
}

/** An entry of the right-hand outline. */
export type TocItem = Pick<Heading, 'id' | 'text' | 'depth'>;

/** A link found in a page's source, with the line it sits on. */
export interface SourceLink {
  href: string;
  line: number;
}

/** A fenced code block's language, with its line. */
export interface SourceCodeLang {
  lang: string;
  line: number;
}

/** A fenced code block as written: language, meta string (`title="…" {1,3}`) and code. */
export interface SourceCodeBlock {
  lang?: string;
  meta?: string;
  value: string;
  line: number;
}

/** A routable document: one MDX file under content/<locale>/. */
export interface Page {
  locale: Locale;
  /** Route segments; the home page is []. */
  slug: string[];
  /** Clean URL, e.g. `/guide/start/introduction`, `/zh/api/`. */
  url: string;
  /** Path relative to the content root, e.g. `en/guide/start/introduction.mdx`. */
  file: string;
  frontmatter: Frontmatter;
  /** MDX body with fragments inlined (frontmatter removed). */
  body: string;
  /** Maps a line of `body` (1-based) back to its source file and line. */
  origin: (line: number) => { file: string; line: number };
}

/** A page with everything derived from its one parse: the unit every consumer of the content works with. */
export type AnalysedPage = Page & { analysis: PageAnalysis };

/** What the build learns from a page's Markdown without rendering it. */
export interface PageAnalysis {
  headings: Heading[];
  links: SourceLink[];
  codeLangs: SourceCodeLang[];
  /** Every fenced code block; `line` is the body line of the opening fence, so code line i is at `line + i`. */
  codeBlocks: SourceCodeBlock[];
  /** Lines of level-1 headings written in the body (the title is rendered from frontmatter). */
  h1Lines: number[];
  /** Lines of `import`/`export` statements, which the site does not support (components are registered instead). */
  esmLines: number[];
  /** Capitalised JSX element names used in the body (components), with their lines. */
  components: { name: string; line: number }[];
  /** Prose as written (text nodes and string attributes of components; no code, inline code or link targets). */
  prose: { text: string; line: number }[];
  /** Plain text of the body, by section, for search and overview pages. */
  sections: PageSection[];
  /** The page as plain Markdown (the `.md` twin and llms-full.txt). */
  twin?: string;
}

/** A run of body text under one heading (or before the first one, with heading undefined). */
export interface PageSection {
  heading?: Heading;
  /** Prose, one line per block. */
  text: string;
  /**
   * The same prose block by block, in reading order: each paragraph, list item, table cell, container title and
   * line of text inside a component on its own (search indexes every one; nested lists give one block per item).
   */
  blocks: string[];
  /** Code blocks, when the section has any. */
  code?: string;
}

/** A navbar item (a language's top-level `_meta.json`). */
export type NavItem = z.output<typeof navItemSchema>;

export type SidebarNode =
  | { kind: 'page'; text: string; link: string; tag?: string }
  | { kind: 'link'; text: string; link: string }
  | { kind: 'divider'; dashed: boolean }
  | { kind: 'section-header'; text: string }
  | { kind: 'group'; text: string; link?: string; collapsible: boolean; collapsed: boolean; items: SidebarNode[] };

/** A page link used by the pager and overview pages. */
export interface PageLink {
  text: string;
  link: string;
}
