import { useEffect } from 'react';
import { pageTitle } from '../../domain/page-title';
import { useEdition } from './edition/use-edition';

export function useDocumentTitle(title: string | undefined) {
  const { name } = useEdition();
  useEffect(() => {
    document.title = pageTitle(title, name);
  }, [title, name]);
}
