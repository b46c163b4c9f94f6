export { TagInput, type TagInputProps } from './tag-input';
export { addTags, TAG_MAX_COUNT, TAG_MAX_LENGTH } from './rules';
