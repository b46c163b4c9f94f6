// The attachment screens, one lazily loaded chunk: the image editor page.
export * as imageEdit from './attachments/image-edit-page';
