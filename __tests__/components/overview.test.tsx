import { fireEvent, render, screen } from '@testing-library/react';
import { Overview } from '@/components/layout/overview';

jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: jest.fn() }) }));

const groups = [
  {
    name: 'Config',
    items: [
      {
        text: 'Basic config',
        link: '/api/config/config-basic',
        headers: [
          { id: 'base', text: 'base' },
          { id: 'route-exclude', text: 'route-exclude' },
        ],
      },
      { text: 'Theme config', link: '/api/config/config-theme', headers: [{ id: 'nav', text: 'nav' }] },
    ],
  },
];

describe('Overview', () => {
  const renderOverview = () =>
    render(
      <Overview
        groups={groups}
        filterName="Filter"
        filterPlaceholder="Enter keyword"
        noResult="No matching API found"
      />,
    );

  it('lists every page with its headings as links', () => {
    renderOverview();
    expect(screen.getByRole('link', { name: 'Basic config' })).toHaveAttribute('href', '/api/config/config-basic');
    expect(screen.getByRole('link', { name: 'nav' })).toHaveAttribute('href', '/api/config/config-theme#nav');
  });

  it('filters case-insensitively, reading hyphens as spaces', () => {
    renderOverview();
    fireEvent.change(screen.getByLabelText('Filter'), { target: { value: 'ROUTE EX' } });
    expect(screen.getByRole('link', { name: 'route-exclude' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Theme config' })).not.toBeInTheDocument();
  });

  it('says so when nothing matches', () => {
    renderOverview();
    fireEvent.change(screen.getByPlaceholderText('Enter keyword'), { target: { value: 'zzz' } });
    expect(screen.getByRole('status')).toHaveTextContent('No matching API found');
  });
});
