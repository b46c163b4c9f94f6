// The site's pages as the API answers them: pre-rendered airport pages, or the shell.
export { createSitePages, loadSitePrerender, SERVER_BUNDLE_DIR, withPage } from './prerender';
export { jsonForScript } from './json-script';
