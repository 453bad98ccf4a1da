import { act, fireEvent, render, screen } from '@testing-library/react';
import { Tab, Tabs } from '@/components/mdx/tabs.client';

function TwoGroups() {
  return (
    <>
      <Tabs groupId="pm">
        <Tab label="npm">npm one</Tab>
        <Tab label="pnpm">pnpm one</Tab>
      </Tabs>
      <Tabs groupId="pm">
        <Tab label="npm">npm two</Tab>
        <Tab label="pnpm">pnpm two</Tab>
      </Tabs>
    </>
  );
}

describe('Tabs', () => {
  beforeEach(() => localStorage.clear());

  it('shows the first tab and switches on click', () => {
    render(
      <Tabs>
        <Tab label="One">first</Tab>
        <Tab label="Two">second</Tab>
      </Tabs>,
    );
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('second')).not.toBeVisible();
    fireEvent.click(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByText('second')).toBeVisible();
  });

  it('moves with the arrow keys', () => {
    render(
      <Tabs defaultValue="b">
        <Tab label="A" value="a">
          a
        </Tab>
        <Tab label="B" value="b">
          b
        </Tab>
      </Tabs>,
    );
    fireEvent.keyDown(screen.getByRole('tab', { name: 'B' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'A' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'A' })).toHaveFocus();
  });

  it('keeps tabs of one groupId in step and remembers the choice', () => {
    render(<TwoGroups />);
    act(() => fireEvent.click(screen.getAllByRole('tab', { name: 'pnpm' })[0]));
    expect(screen.getByText('pnpm two')).toBeVisible();
    expect(localStorage.getItem('rspress.tabs.pm')).toBe('pnpm');
  });
});
