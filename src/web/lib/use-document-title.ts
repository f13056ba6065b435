import { useEffect } from 'react';
import { edition } from '../../../content/edition';

export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title && title !== 'Home' ? `${title} · ${edition.product}` : edition.product;
  }, [title]);
}
