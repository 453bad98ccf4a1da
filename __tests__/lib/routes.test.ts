import { isExternal, normalizePath, switchLocale, toUrl, withLocale } from '@/lib/routes';
import { localeOfPath, t } from '@/lib/i18n';

describe('toUrl', () => {
  it('gives clean URLs, index pages with a trailing slash', () => {
    expect(toUrl('en', [], false)).toBe('/');
    expect(toUrl('zh', [], false)).toBe('/zh/');
    expect(toUrl('en', ['api'], true)).toBe('/api/');
    expect(toUrl('zh', ['guide', 'start', 'introduction'], false)).toBe('/zh/guide/start/introduction');
  });
});

describe('switchLocale', () => {
  it('swaps the /zh prefix and keeps the hash', () => {
    expect(switchLocale('/guide/basic/ssg#build', 'zh')).toBe('/zh/guide/basic/ssg#build');
    expect(switchLocale('/zh/api/', 'en')).toBe('/api/');
    expect(switchLocale('/zh', 'en')).toBe('/');
    expect(switchLocale('/', 'zh')).toBe('/zh/');
  });
});

describe('withLocale', () => {
  it('prefixes site links once and leaves external links alone', () => {
    expect(withLocale('zh', '/guide/x')).toBe('/zh/guide/x');
    expect(withLocale('zh', '/zh/guide/x')).toBe('/zh/guide/x');
    expect(withLocale('zh', 'https://rspack.rs')).toBe('https://rspack.rs');
    expect(withLocale('en', '/guide/x')).toBe('/guide/x');
  });
});

describe('normalizePath', () => {
  it('compares /api, /api/ and /api.html as one page', () => {
    expect(normalizePath('/api/')).toBe('/api');
    expect(normalizePath('/api.html#x')).toBe('/api');
    expect(normalizePath('/')).toBe('/');
  });
});

describe('isExternal', () => {
  it('recognises other origins and schemes', () => {
    expect(isExternal('https://a.b')).toBe(true);
    expect(isExternal('//cdn.x')).toBe(true);
    expect(isExternal('mailto:a@b')).toBe(true);
    expect(isExternal('/guide')).toBe(false);
  });
});

describe('i18n', () => {
  it('takes Chinese for paths under /zh and fills placeholders', () => {
    expect(localeOfPath('/zh/api/')).toBe('zh');
    expect(localeOfPath('/zhong')).toBe('en');
    expect(t('zh', 'switchTheme', { mode: '深色' })).toBe('切换外观，当前：深色');
  });
});
