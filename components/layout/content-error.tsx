import styles from './content-error.module.css';

export interface ContentErrorProps {
  /** The content check's message: one problem per line, each starting with its file:line. */
  message: string;
}

/**
 * What `npm run dev` shows instead of a page while the content has an error: the message with its file:line and the
 * fix, readable in the page itself (Next's own overlay keeps server errors behind a badge). Development only; a build
 * fails on the same error.
 */
export function ContentError({ message }: ContentErrorProps) {
  return (
    <main className={styles.error} role="alert">
      <h1>Content error</h1>
      <pre>{message}</pre>
      <p>Fix the file and reload this page: the development server reads the content again on every request.</p>
    </main>
  );
}
