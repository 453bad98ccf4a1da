import { render, screen, within } from '@testing-library/react';
import { Table } from '@/components/mdx/table';

/** The element tree MDX hands to the `table` component (GFM tables: thead/tbody/tr/th/td as plain tags). */
const gfmTable = (corner: string) => (
  <Table>
    <thead>
      <tr>
        <th>{corner || undefined}</th>
        <th>Rust</th>
        <th>JavaScript</th>
      </tr>
    </thead>
    <tbody>
      <tr>
        <td>Speed</td>
        <td>Fast</td>
        <td style={{ textAlign: 'right' }}>Slower</td>
      </tr>
      <tr>
        <td>Plugins</td>
        <td>No</td>
        <td>Yes</td>
      </tr>
    </tbody>
  </Table>
);

describe('Table', () => {
  it('makes the first column row headers when the top-left cell is empty', () => {
    render(gfmTable(''));
    const rowHeaders = screen.getAllByRole('rowheader');
    expect(rowHeaders.map((cell) => cell.textContent)).toEqual(['Speed', 'Plugins']);
    expect(rowHeaders[0]).toHaveAttribute('scope', 'row');
    const firstRow = screen.getAllByRole('row')[1];
    expect(within(firstRow).getByText('Slower')).toHaveStyle({ textAlign: 'right' });
  });

  it('leaves a table with a named first column as it is, in a keyboard-scrollable box', () => {
    const { container } = render(gfmTable('Feature'));
    expect(screen.queryAllByRole('rowheader')).toHaveLength(0);
    expect(container.firstElementChild).toHaveAttribute('tabindex', '0');
  });
});
