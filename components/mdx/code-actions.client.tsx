'use client';

import { useEffect } from 'react';

const COPIED_FOR_MS = 1500;

/** Raises the copy button's "Copied" state (icon, live region) for a moment; the button keeps its name. */
function showCopied(button: HTMLButtonElement) {
  const status = button.parentElement?.querySelector('[role="status"]');
  const copied = button.dataset.copiedLabel ?? '';
  button.dataset.copied = 'true';
  if (status) status.textContent = copied;
  window.clearTimeout(Number(button.dataset.timer));
  button.dataset.timer = String(
    window.setTimeout(() => {
      button.dataset.copied = 'false';
      if (status) status.textContent = '';
    }, COPIED_FOR_MS),
  );
}

/**
 * The one listener behind the copy and wrap buttons of every code block (`CodeActions` renders them on the server);
 * each acts on the block (`[data-wrap]`) it sits in.
 */
export function CodeActionsEnhancer() {
  useEffect(() => {
    const onClick = async (event: MouseEvent) => {
      const button =
        event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-code-action]') : null;
      const block = button?.closest<HTMLElement>('[data-wrap]');
      if (!button || !block) return;
      if (button.dataset.codeAction === 'wrap') {
        const next = block.dataset.wrap !== 'true';
        block.dataset.wrap = String(next);
        button.setAttribute('aria-pressed', String(next));
        return;
      }
      const code = block.querySelector('pre code') ?? block.querySelector('pre');
      // Line-highlight markup adds no text, so textContent is exactly the source.
      await navigator.clipboard.writeText((code?.textContent ?? '').replace(/\n$/, ''));
      showCopied(button);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
