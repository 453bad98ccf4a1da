import styles from './footer.module.css';

export interface FooterProps {
  message: string;
}

/** The site footer with the copyright line (`themeConfig.footer.message`). */
export function Footer({ message }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <p>{message}</p>
    </footer>
  );
}
