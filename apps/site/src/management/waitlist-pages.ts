// The waiting list's office screens, one lazily loaded chunk: the lists with offers, and the hangar-use record.
export * as waitlist from './waitlist/waitlist-page';
export * as hangarUse from './waitlist/hangar-use-page';
