// The site's pages as the API answers them: pre-rendered airport pages, or the shell.
export { createSitePages, loadSitePrerender, SERVER_BUNDLE_DIR } from './prerender';
