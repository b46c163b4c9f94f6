// SWR hooks over the ManagementDataProvider: lists, items, operations by name, and writes that refresh what they
// touch.
import type {
  ListAnswer,
  OperationAnswer,
  OperationBody,
  OperationParams,
  RunnableOperationName,
} from '@hangar/contracts';
import { MIN_SEARCH_LENGTH } from '@hangar/contracts';
import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig, type KeyedMutator, type SWRConfiguration } from 'swr';
import {
  toDataFailure,
  type DataFailure,
  type DataResult,
  type ListQuery,
  type ResourceName,
} from './data-provider';
import { SHOWN_WITH, isCallKey, isListKeyOf, isResourceKeyOf, itemKey, listKey, operationKey } from './keys';
import { useDataProvider } from './management-provider';

export type ResourceQuery<T> = {
  data: T | undefined;
  /** The last read's refusal; `data` keeps the last good answer, if any. */
  error: DataFailure | undefined;
  /** No answer yet for this key (a first load, not a refresh). */
  isLoading: boolean;
  /** A read is under way (a first load or a refresh). */
  isValidating: boolean;
  mutate: KeyedMutator<T>;
};

/** Turns a provider answer into SWR's terms: the data, or the refusal thrown. */
async function unwrap<T>(answer: Promise<DataResult<T>>): Promise<T> {
  let result: DataResult<T>;
  try {
    result = await answer;
  } catch (error) {
    throw toDataFailure(error);
  }
  if (!result.ok) throw result;
  return result.data;
}

function asQuery<T>(swr: {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  isValidating: boolean;
  mutate: KeyedMutator<T>;
}): ResourceQuery<T> {
  return {
    data: swr.data,
    error: swr.error === undefined ? undefined : toDataFailure(swr.error),
    isLoading: swr.isLoading,
    isValidating: swr.isValidating,
    mutate: swr.mutate,
  };
}

/**
 * One page of a resource's list. The previous page stays on screen while the next query loads, so
 * paging and typing in the search box do not flash an empty table. `null` waits (no read).
 *
 * @example
 * const { data, error, isLoading } = useResourceList<ContactListItem>('contact', { managementCompanyID: 1, q });
 */
export function useResourceList<T>(
  resource: ResourceName,
  query: ListQuery | null,
): ResourceQuery<ListAnswer<T>> {
  const provider = useDataProvider();
  // A search of one character is not sent (the API refuses it: it would match nearly everything); the list
  // stays unsearched until a second character is typed.
  const sent =
    query && typeof query.q === 'string' && query.q.trim().length < MIN_SEARCH_LENGTH
      ? { ...query, q: undefined }
      : query;
  const swr = useSWR<ListAnswer<T>>(
    sent ? listKey(resource, sent) : null,
    ([, , , q]: ReturnType<typeof listKey>) => unwrap(provider.getList<T>(resource, q)),
    { keepPreviousData: true },
  );
  return asQuery(swr);
}

/**
 * One record by id; `null` waits (a new record has none).
 *
 * @example
 * const { data: contact, error } = useResourceItem<Contact>('contact', id);
 */
export function useResourceItem<T>(resource: ResourceName, id: number | null): ResourceQuery<T> {
  const provider = useDataProvider();
  const swr = useSWR<T>(id === null ? null : itemKey(resource, id), () =>
    unwrap(provider.getOne<T>(resource, id as number)),
  );
  return asQuery(swr);
}

/**
 * The answer of a reading operation, cached by its name and parameters; `null` waits. Answers stay on screen
 * while the next parameters load. The answer's type follows from the contract.
 *
 * @example
 * const { data } = useOperation('FileAsExist', fileAs ? { managementCompanyID, contactID, fileAs } : null);
 */
export function useOperation<N extends RunnableOperationName>(
  operation: N,
  params: OperationParams<N> | null,
  options?: SWRConfiguration<OperationAnswer<N>>,
): ResourceQuery<OperationAnswer<N>> {
  const provider = useDataProvider();
  const swr = useSWR<OperationAnswer<N>>(
    params === null ? null : operationKey(operation, params),
    () => unwrap(provider.run(operation, params as OperationParams<N>)),
    { keepPreviousData: true, ...options },
  );
  return asQuery(swr);
}

/**
 * A writing operation as a function that never throws: it answers the provider's result. With `refresh`, a
 * success reads every cached operation answer again (their answers may depend on the write).
 *
 * @example
 * const resend = useMutation('emailoutboxResend');
 * const result = await resend({ id: message.id });
 */
export function useMutation<N extends RunnableOperationName>(
  operation: N,
  { refresh = false }: { refresh?: boolean } = {},
): (params: OperationParams<N>, body?: OperationBody<N>) => Promise<DataResult<OperationAnswer<N>>> {
  const provider = useDataProvider();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (params, body) => {
      let result: DataResult<OperationAnswer<N>>;
      try {
        result = await provider.run(operation, params, body);
      } catch (error) {
        return toDataFailure(error);
      }
      if (result.ok && refresh) void mutate(isCallKey);
      return result;
    },
    [provider, operation, refresh, mutate],
  );
}

export type ResourceMutations = {
  create<T>(body: unknown): Promise<DataResult<T>>;
  update<T>(id: number, body: unknown): Promise<DataResult<T>>;
  remove(id: number): Promise<DataResult<null>>;
};

/**
 * Writes of one resource. Each answers the provider's result (never throws for a refusal); on success the
 * item's cache entry takes the saved record and every list of the resource (and every named call) is read
 * again; on a stale-version refusal the item is read again.
 *
 * @example
 * const { update } = useResourceMutations('contact');
 * const result = await update<Contact>(contact.id, { ...values, version: contact.version });
 */
export function useResourceMutations(resource: ResourceName): ResourceMutations {
  const provider = useDataProvider();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const refreshLists = () => {
      void mutate(isListKeyOf(resource));
      for (const other of SHOWN_WITH[resource] ?? []) void mutate(isResourceKeyOf(other));
      void mutate(isCallKey);
    };
    const settle = async <T>(answer: Promise<DataResult<T>>): Promise<DataResult<T>> => {
      try {
        return await answer;
      } catch (error) {
        return toDataFailure(error);
      }
    };
    return {
      async create<T>(body: unknown) {
        const result = await settle(provider.create<T>(resource, body));
        if (result.ok) {
          const id = (result.data as { id?: unknown } | null)?.id;
          if (typeof id === 'number') await mutate(itemKey(resource, id), result.data, { revalidate: false });
          refreshLists();
        }
        return result;
      },
      async update<T>(id: number, body: unknown) {
        const result = await settle(provider.update<T>(resource, id, body));
        if (result.ok) {
          await mutate(itemKey(resource, id), result.data, { revalidate: false });
          refreshLists();
        } else if (result.conflict) {
          void mutate(itemKey(resource, id));
        }
        return result;
      },
      async remove(id: number) {
        const result = await settle(provider.remove(resource, id));
        if (result.ok) {
          await mutate(itemKey(resource, id), undefined, { revalidate: false });
          refreshLists();
        }
        return result;
      },
    };
  }, [provider, resource, mutate]);
}
