import { render, screen } from '@testing-library/react';
import { Sidebar } from '@/components/layout/sidebar';
import { Callout } from '@/components/mdx/callout';

jest.mock('next/navigation', () => ({
  usePathname: () => '/guide/basic/ssg',
  useRouter: () => ({ prefetch: jest.fn() }),
}));

describe('Sidebar', () => {
  it('renders groups expanded and marks the current page', () => {
    render(
      <Sidebar
        nodes={[
          {
            kind: 'group',
            text: 'Features',
            collapsible: true,
            collapsed: false,
            items: [
              { kind: 'page', text: 'SSG', link: '/guide/basic/ssg' },
              { kind: 'page', text: 'Deploy', link: '/guide/basic/deploy' },
            ],
          },
          { kind: 'link', text: 'Rspack', link: 'https://rspack.rs' },
        ]}
        current="/guide/basic/ssg"
      />,
    );
    expect(screen.getByText('Features').closest('details')).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'SSG' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Deploy' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Rspack' })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('Callout', () => {
  it('titles a container with its type by default and keeps Rspress class names', () => {
    const { container } = render(<Callout type="warning">Careful</Callout>);
    expect(screen.getByText('WARNING')).toHaveClass('rspress-directive-title');
    expect(container.firstChild).toHaveClass('rspress-directive', 'warning');
  });

  it('renders details as a native disclosure', () => {
    render(
      <Callout type="details" title="More">
        Hidden
      </Callout>,
    );
    expect(screen.getByText('More').tagName).toBe('SUMMARY');
  });
});
