import { useEffect } from 'react';

export interface PageMeta {
  /** The tab's title. */
  title: string;
  /** The `<meta name="description">` of the page (link previews, search engines). */
  description: string;
}

/**
 * Sets the tab's title and the page's meta description while the calling page is shown; the
 * description goes back to what it was when the page is left. The build-time pre-render reads the
 * same texts, so a page without JavaScript says the same thing.
 */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = meta === null;
    if (meta === null) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}
