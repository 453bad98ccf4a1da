import type { ModalTranslations } from '@docsearch/react';
import type { Locale } from '../types';

/** Every text of the search dialog, in both languages (the English ones are DocSearch's own). */
export const SEARCH_TRANSLATIONS = {
  en: {
    placeholder: 'Search docs',
    modal: {
      searchBox: {
        resetButtonTitle: 'Clear the query',
        resetButtonAriaLabel: 'Clear the query',
        cancelButtonText: 'Cancel',
        cancelButtonAriaLabel: 'Cancel',
        searchInputLabel: 'Search',
      },
      startScreen: {
        recentSearchesTitle: 'Recent',
        noRecentSearchesText: 'No recent searches',
        saveRecentSearchButtonTitle: 'Save this search',
        removeRecentSearchButtonTitle: 'Remove this search from history',
        favoriteSearchesTitle: 'Favorite',
        removeFavoriteSearchButtonTitle: 'Remove this search from favorites',
      },
      errorScreen: {
        titleText: 'Unable to fetch results',
        helpText: 'You might want to check your network connection.',
      },
      footer: {
        selectText: 'to select',
        selectKeyAriaLabel: 'Enter key',
        navigateText: 'to navigate',
        navigateUpKeyAriaLabel: 'Arrow up',
        navigateDownKeyAriaLabel: 'Arrow down',
        closeText: 'to close',
        closeKeyAriaLabel: 'Escape key',
        searchByText: 'Search by',
      },
      noResultsScreen: {
        noResultsText: 'No results for',
        suggestedQueryText: 'Try searching for',
        reportMissingResultsText: 'Believe this query should return results?',
        reportMissingResultsLinkText: 'Let us know.',
      },
    },
  },
  zh: {
    placeholder: '搜索文档',
    modal: {
      searchBox: {
        resetButtonTitle: '清除查询',
        resetButtonAriaLabel: '清除查询',
        cancelButtonText: '取消',
        cancelButtonAriaLabel: '取消',
        searchInputLabel: '搜索',
      },
      startScreen: {
        recentSearchesTitle: '最近搜索',
        noRecentSearchesText: '暂无搜索记录',
        saveRecentSearchButtonTitle: '收藏此搜索',
        removeRecentSearchButtonTitle: '从搜索记录中移除',
        favoriteSearchesTitle: '收藏',
        removeFavoriteSearchButtonTitle: '从收藏中移除',
      },
      errorScreen: {
        titleText: '无法获取结果',
        helpText: '请检查你的网络连接。',
      },
      footer: {
        selectText: '选择',
        selectKeyAriaLabel: '回车键',
        navigateText: '切换',
        navigateUpKeyAriaLabel: '向上键',
        navigateDownKeyAriaLabel: '向下键',
        closeText: '关闭',
        closeKeyAriaLabel: 'Esc 键',
        searchByText: '搜索提供方',
      },
      noResultsScreen: {
        // DocSearch appends the query itself in quotes (没有找到相关结果 "xyz"): no colon at the end.
        noResultsText: '没有找到相关结果',
        suggestedQueryText: '试试搜索',
        reportMissingResultsText: '你认为这个查询应该有结果？',
        reportMissingResultsLinkText: '点此反馈',
      },
    },
  },
} satisfies Record<Locale, { placeholder: string; modal: ModalTranslations }>;
