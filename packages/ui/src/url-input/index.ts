export { isPossibleUrl, toOpenableUrl } from './rules';
export { UrlInput, type UrlInputProps } from './url-input';
