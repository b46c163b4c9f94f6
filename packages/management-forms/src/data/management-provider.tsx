// ManagementProvider: the data provider, read-only switch, SWR cache and confirm host of the management screens.
import { ConfirmProvider } from '@hangar/ui';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { isDataFailure, type ManagementDataProvider } from './data-provider';

type ManagementContextValue = { dataProvider: ManagementDataProvider; readOnly: boolean };

const ManagementContext = createContext<ManagementContextValue | null>(null);

export type ManagementProviderProps = {
  /** Where the screens read and write: the site's API client, or `createMemoryProvider` in stories and tests. */
  dataProvider: ManagementDataProvider;
  /** Forces every form below read-only (a viewer's session, an archived company). */
  readOnly?: boolean;
  /** Extra SWR options for every read below (tests turn off `dedupingInterval`, say). */
  swr?: SWRConfiguration;
  children: ReactNode;
};

// A refusal (404, 403, bad filter) will not change by asking again; an outage might.
const retryable = (error: unknown) => !isDataFailure(error) || !error.status || error.status >= 500;

/**
 * Mount above every management screen. Its SWR cache belongs to this provider (and is dropped when the
 * data provider changes, so an impersonated company never sees another's rows); it also hosts the
 * ConfirmDialog the forms ask through.
 *
 * @example
 * <ManagementProvider dataProvider={apiProvider} readOnly={!can(session, MgmtCoFeature.Contacts, Access.Write)}>
 *   <ContactList managementCompanyID={1} … />
 * </ManagementProvider>
 */
export function ManagementProvider({ dataProvider, readOnly = false, swr, children }: ManagementProviderProps) {
  const value = useMemo(() => ({ dataProvider, readOnly }), [dataProvider, readOnly]);
  // A new data provider starts an empty cache.
  const owned = useMemo(() => ({ dataProvider, cache: new Map() }), [dataProvider]);
  const config = useMemo<SWRConfiguration>(
    () => ({
      provider: () => owned.cache,
      shouldRetryOnError: retryable,
      errorRetryCount: 3,
      ...swr,
    }),
    [owned, swr],
  );
  return (
    <ManagementContext value={value}>
      <SWRConfig value={config}>
        <ConfirmProvider>{children}</ConfirmProvider>
      </SWRConfig>
    </ManagementContext>
  );
}

function useManagementContext(): ManagementContextValue {
  const value = useContext(ManagementContext);
  if (!value) throw new Error('Management screens need a <ManagementProvider> above them');
  return value;
}

/** The data provider of the nearest ManagementProvider. */
export function useDataProvider(): ManagementDataProvider {
  return useManagementContext().dataProvider;
}

/** True when the nearest ManagementProvider forces its forms read-only. */
export function useManagementReadOnly(): boolean {
  return useManagementContext().readOnly;
}
