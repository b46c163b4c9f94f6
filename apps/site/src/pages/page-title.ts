// Sets the document title of a page: "<page> · Hicks Airfield (T67)".
import { useEffect } from 'react';
import { airport } from '../config';

export function usePageTitle(page: string | null) {
  useEffect(() => {
    const site = `${airport.name} (${airport.code})`;
    document.title = page ? `${page} · ${site}` : site;
  }, [page]);
}
