import type { Feature, Frontmatter, Hero, PageType } from './types';

const PAGE_TYPES: readonly PageType[] = ['home', 'doc', 'custom', 'blank', '404'];
const BOOLEAN_FIELDS = ['overview', 'sidebar', 'outline', 'footer', 'navbar'] as const;
const STRING_FIELDS = ['description', 'titleSuffix'] as const;

type Data = Record<string, unknown>;

function isRecord(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireString(data: Data, key: string, where: string): string {
  const value = data[key];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(`${where}: "${key}" is missing or not a string; add ${key}: "…"`);
  }
  return value;
}

function readHero(value: unknown, where: string): Hero {
  if (!isRecord(value)) throw new Error(`${where}: "hero" must be an object with name, text, tagline, actions`);
  const actions = value.actions ?? [];
  if (!Array.isArray(actions)) throw new Error(`${where}: "hero.actions" must be a list`);
  const image = value.image;
  return {
    name: requireString(value, 'name', `${where} hero`),
    text: typeof value.text === 'string' ? value.text : undefined,
    tagline: typeof value.tagline === 'string' ? value.tagline : undefined,
    image: isRecord(image)
      ? { src: requireString(image, 'src', `${where} hero.image`), alt: requireString(image, 'alt', `${where} hero.image`) }
      : undefined,
    actions: actions.map((action: unknown, index) => {
      const at = `${where} hero.actions[${index}]`;
      if (!isRecord(action)) throw new Error(`${at}: must be an object with text, link, theme`);
      const theme = action.theme ?? 'brand';
      if (theme !== 'brand' && theme !== 'alt') throw new Error(`${at}: "theme" must be "brand" or "alt"`);
      return { text: requireString(action, 'text', at), link: requireString(action, 'link', at), theme };
    }),
  };
}

function readFeatures(value: unknown, where: string): Feature[] {
  if (!Array.isArray(value)) throw new Error(`${where}: "features" must be a list`);
  return value.map((feature: unknown, index) => {
    const at = `${where} features[${index}]`;
    if (!isRecord(feature)) throw new Error(`${at}: must be an object with title, details, icon`);
    const span = feature.span;
    if (span !== undefined && span !== 3 && span !== 4 && span !== 6) throw new Error(`${at}: "span" must be 3, 4 or 6`);
    return {
      title: requireString(feature, 'title', at),
      details: requireString(feature, 'details', at),
      icon: requireString(feature, 'icon', at),
      span,
      link: typeof feature.link === 'string' ? feature.link : undefined,
    };
  });
}

/**
 * Checks raw YAML frontmatter and returns it typed; throws naming the file and the field otherwise.
 * @example parseFrontmatter({ title: 'Intro' }, 'content/en/guide/intro.mdx')
 */
export function parseFrontmatter(data: Data, file: string): Frontmatter {
  const where = `${file}: frontmatter`;
  const frontmatter: Frontmatter = { title: requireString(data, 'title', where) };
  for (const key of STRING_FIELDS) {
    if (data[key] === undefined) continue;
    if (typeof data[key] !== 'string') throw new Error(`${where}: "${key}" must be a string`);
    frontmatter[key] = data[key];
  }
  for (const key of BOOLEAN_FIELDS) {
    if (data[key] === undefined) continue;
    if (typeof data[key] !== 'boolean') throw new Error(`${where}: "${key}" must be true or false`);
    frontmatter[key] = data[key];
  }
  if (data.pageType !== undefined) {
    if (!PAGE_TYPES.includes(data.pageType as PageType)) {
      throw new Error(`${where}: "pageType" must be one of ${PAGE_TYPES.join(', ')}`);
    }
    frontmatter.pageType = data.pageType as PageType;
  }
  if (data.overviewHeaders !== undefined) {
    const headers = data.overviewHeaders;
    if (!Array.isArray(headers) || headers.some((depth) => typeof depth !== 'number')) {
      throw new Error(`${where}: "overviewHeaders" must be a list of heading depths, e.g. [2, 3]`);
    }
    frontmatter.overviewHeaders = headers;
  }
  if (data.hero !== undefined) frontmatter.hero = readHero(data.hero, where);
  if (data.features !== undefined) frontmatter.features = readFeatures(data.features, where);
  return frontmatter;
}
