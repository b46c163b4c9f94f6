export { AttachmentUploader, type AttachmentUploaderProps } from './uploader';
export { ImageManager, type ImageManagerProps } from './image-manager';
export { DocumentList, type DocumentListProps } from './document-list';
export { type AttachmentRights } from './attachment-panel';
export { ImageEditor, type ImageEditorProps } from './image-editor';
export { useAttachments, type AttachmentOwner } from './use-attachments';
export {
  attachmentsParams,
  ownerImagesHref,
  moveItem,
  moveIdBy,
  moveIdTo,
  formatBytes,
  uploadReducer,
  type UploadItem,
  type UploadAction,
} from './attachment-rules';
export { cropFromArea, turn, ASPECTS, type AspectChoice, type Rotation } from './image-edit-rules';
export { StoredImage, type StoredImageProps } from './stored-image';
export { useFileUrl, type FileUrl } from './use-file-url';
