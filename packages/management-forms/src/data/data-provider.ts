// The data interface every management screen reads and writes through; hosts inject theirs (the site: its API).
import type {
  ListAnswer,
  OperationAnswer,
  OperationBody,
  OperationParams,
  ResourceName,
  RunnableOperationName,
  UploadOperationName,
} from '@hangar/contracts';

export type { ResourceName };

/** A refusal the screens can show: a message, errors by field path (`emails.0.address`), a stale-version flag. */
export type DataFailure = {
  ok: false;
  message: string;
  /** HTTP-like status when there is one (404, 403, 409, …). */
  status?: number;
  /** Messages by form field path, mapped onto the fields by `useResourceForm`. */
  fieldErrors?: Record<string, string>;
  /** True for a stale version (409): someone else saved the record since it was read. */
  conflict?: boolean;
};
export type DataResult<T> = { ok: true; data: T } | DataFailure;

/** Query of a list: search text, sort, page, page size and the resource's own filters. */
export type ListQuery = {
  q?: string;
  sort?: string;
  dir?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
  [filter: string]: string | number | boolean | undefined;
};

/**
 * How management screens reach data. Each call answers success or a failure value; none throws for a
 * refusal. `run` calls any operation of the API by its name in the contracts' table (`OPERATIONS`): its
 * parameters, body and answer are typed from the contract.
 *
 * @example
 * const result = await provider.getList<ContactListItem>('contact', { managementCompanyID: 1, q: 'smith' });
 * if (result.ok) render(result.data.items);
 */
export interface ManagementDataProvider {
  getList<T>(resource: ResourceName, query: ListQuery): Promise<DataResult<ListAnswer<T>>>;
  getOne<T>(resource: ResourceName, id: number): Promise<DataResult<T>>;
  create<T>(resource: ResourceName, body: unknown): Promise<DataResult<T>>;
  update<T>(resource: ResourceName, id: number, body: unknown): Promise<DataResult<T>>;
  remove(resource: ResourceName, id: number): Promise<DataResult<null>>;
  /**
   * One operation of the API by name: `params` holds its path parameters and its query (in one object),
   * `body` its JSON body. The answer's type follows from the contract.
   *
   * @example
   * const result = await provider.run('FileAsExist', { managementCompanyID: 1, contactID: 0, fileAs: 'Smith, Ann' });
   * if (result.ok && result.data.exists) warn();
   */
  run<N extends RunnableOperationName>(
    operation: N,
    params: OperationParams<N>,
    body?: OperationBody<N>,
  ): Promise<DataResult<OperationAnswer<N>>>;
  /**
   * Sends one file as `multipart/form-data` (field `file`) to an upload operation, telling `onProgress` the
   * fraction sent (0–1) as it goes; `signal` aborts it.
   *
   * @example
   * const result = await provider.upload('Attachments_upload', { ownerKind: 'unit', ownerID: 4, kind: 'image' }, file, setProgress);
   */
  upload<N extends UploadOperationName>(
    operation: N,
    params: OperationParams<N>,
    file: File,
    onProgress?: (fraction: number) => void,
    signal?: AbortSignal,
  ): Promise<DataResult<OperationAnswer<N>>>;
  /**
   * A stored file the API serves only with the session's credentials (`/api/image/12?v=…`), as a Blob the
   * screens show through an object URL. Without it the screens use the URL as it is (stories, public files).
   */
  fetchFile?(url: string, signal?: AbortSignal): Promise<DataResult<Blob>>;
}

/** The failure a screen shows for anything a provider threw or answered badly (a network error, say). */
export function toDataFailure(error: unknown): DataFailure {
  if (isDataFailure(error)) return error;
  const message = error instanceof Error && error.message ? error.message : 'Something went wrong';
  return { ok: false, message };
}

/** True for a provider's refusal value (also when SWR hands it back as a thrown error). */
export function isDataFailure(value: unknown): value is DataFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { ok?: unknown }).ok === false &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}
