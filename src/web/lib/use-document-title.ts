import { useEffect } from 'react';
import { edition } from '../../../content/edition';
import { pageTitle } from '../../domain/page-title';

export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = pageTitle(title, edition.product);
  }, [title]);
}
