import { fireEvent, render, screen } from '@testing-library/react';
import { nextMode, ThemeToggle } from '@/components/layout/theme-toggle.client';

function mockSystemDark(dark: boolean) {
  window.matchMedia = jest
    .fn()
    .mockReturnValue({ matches: dark, addEventListener: jest.fn(), removeEventListener: jest.fn() });
}

describe('nextMode', () => {
  it('first flips what the reader sees, then flips back, then follows the system', () => {
    expect(nextMode('auto', false)).toBe('dark');
    expect(nextMode('dark', false)).toBe('light');
    expect(nextMode('light', false)).toBe('auto');
    expect(nextMode('auto', true)).toBe('light');
  });
});

describe('ThemeToggle', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
    mockSystemDark(false);
  });

  it('switches to dark on the first click and saves the choice', () => {
    render(<ThemeToggle locale="en" />);
    fireEvent.click(screen.getByRole('button', { name: /Switch appearance, current: System/ }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('rspress-theme-appearance')).toBe('dark');
    expect(screen.getByRole('button', { name: /current: Dark/ })).toBeInTheDocument();
  });

  it('is labelled in Chinese on Chinese pages', () => {
    render(<ThemeToggle locale="zh" />);
    expect(screen.getByRole('button', { name: '切换外观，当前：跟随系统' })).toBeInTheDocument();
  });
});
