// Addresses of the attachment screens.
export const imageEditHref = (imageId: number) => `/imageedit/${imageId}`;
