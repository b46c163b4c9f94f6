export {
  LISTING_IMAGE_HEIGHT,
  LISTING_IMAGE_WIDTH,
  ListingCard,
  ListingList,
  type ListingCardData,
  type ListingCardProps,
  type ListingListProps,
} from './listing-card';
export {
  availability,
  contactLinks,
  formatDoor,
  formatMonthlyRent,
  formatSquareFeet,
  type ContactLink,
} from './listing-rules';
