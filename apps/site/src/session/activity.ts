// The activity entry the site sends on every start (PUT /api/AddActivity) and keeps in local storage.
import type { PublicApiClient } from '../api/request-client';

export type BrowserAbbreviation = 'CH' | 'IE' | 'ED' | 'UN';

export type ActivityEntry = {
  localStorageId: string;
  applicationId: string;
  url: string;
  username: null;
  timeUtc: string;
};

/** CH for Chrome/Chromium, ED for Edge, IE for Internet Explorer, UN for anything else. */
export function browserAbbreviation(userAgent: string): BrowserAbbreviation {
  if (/\bEdg(e|A|iOS)?\//.test(userAgent)) return 'ED';
  if (/Trident\/|MSIE /.test(userAgent)) return 'IE';
  if (/\b(Chrome|Chromium|CriOS)\//.test(userAgent)) return 'CH';
  return 'UN';
}

export const activityStorageKey = (userAgent: string) => `${browserAbbreviation(userAgent)}_activityLocal`;

/**
 * Builds this start's activity entry, keeps it in storage and sends it; the reply is not read.
 * The GUID is made once per browser and reused, so a browser's starts can be told apart from others'.
 */
export async function sendStartActivity(
  client: Pick<PublicApiClient, 'run'>,
  {
    storage,
    userAgent,
    url,
    applicationId,
    now = new Date(),
    randomUUID = () => crypto.randomUUID(),
  }: {
    storage: Storage;
    userAgent: string;
    url: string;
    applicationId: string;
    now?: Date;
    randomUUID?: () => string;
  },
): Promise<ActivityEntry> {
  const key = activityStorageKey(userAgent);
  let previous: Partial<ActivityEntry> = {};
  try {
    previous = JSON.parse(storage.getItem(key) ?? '{}') as Partial<ActivityEntry>;
  } catch {
    // A damaged entry is replaced below.
  }
  const entry: ActivityEntry = {
    localStorageId: typeof previous.localStorageId === 'string' ? previous.localStorageId : randomUUID(),
    applicationId,
    url,
    username: null,
    timeUtc: now.toISOString(),
  };
  storage.setItem(key, JSON.stringify(entry));
  await client.run('AddActivity', {}, entry).catch((error: unknown) => {
    // Bootstrap failures are logged to the console only.
    console.warn('Activity entry not sent', error);
  });
  return entry;
}
