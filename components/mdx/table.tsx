import {
  Children,
  cloneElement,
  isValidElement,
  type ComponentPropsWithoutRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import styles from './table.module.css';

type Parent = ReactElement<{ children?: ReactNode }>;

const elementsOf = (node: ReactNode): Parent[] =>
  Children.toArray(node).filter((child): child is Parent => isValidElement(child));

/** The header row's first cell is empty (`| | A | B |`): a comparison table whose first column names the rows. */
function firstColumnLabelsRows(children: ReactNode): boolean {
  const head = elementsOf(children).find((element) => element.type === 'thead');
  const corner = elementsOf(elementsOf(head?.props.children)[0]?.props.children)[0];
  return corner !== undefined && Children.toArray(corner.props.children).length === 0;
}

/** Turns the first cell of every body row into a row header, so each data cell has a header to be read with. */
function withRowHeaders(children: ReactNode): ReactNode {
  return Children.map(children, (section) => {
    if (!isValidElement<{ children?: ReactNode }>(section) || section.type !== 'tbody') return section;
    const rows = elementsOf(section.props.children).map((row) => {
      const cells = elementsOf(row.props.children).map((cell, index) =>
        index === 0 && cell.type === 'td' ? (
          <th key={cell.key} scope="row" {...(cell.props as ComponentPropsWithoutRef<'th'>)} />
        ) : (
          cell
        ),
      );
      return cloneElement(row, undefined, cells);
    });
    return cloneElement(section, undefined, rows);
  });
}

/**
 * A Markdown table in a horizontally scrollable box. A table whose top-left cell is empty gets row headers (screen
 * readers announce "Speed, JavaScript compiler: Slower" instead of a bare "Slower").
 */
export function Table({ children, ...props }: ComponentPropsWithoutRef<'table'>) {
  return (
    // A scrollable region must be reachable by keyboard to be scrolled without a pointer (axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroller} tabIndex={0}>
      <table {...props}>{firstColumnLabelsRows(children) ? withRowHeaders(children) : children}</table>
    </div>
  );
}
